//! The MJ's options: the seed's named variants and a reading for each place the seed is silent
//! (`TABLE.md` §11, numbered as there). Every field has the §11 default, so a setup may name
//! only the options it changes.

use serde::{Deserialize, Serialize};

fn yes() -> bool {
    true
}

/// Every switch of `TABLE.md` §11. A field left out of a saved setup takes its default.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// §11-1: night N has the date of day N (the morning it leads to). Off: the date of day N−1.
    pub night_dated_by_morning: bool,
    /// §11-2: the night dated Sunday has no attack and no lethal effect (004 L3).
    pub festival_night_quiet: bool,
    /// §11-3: on the festival, refuse every power whose result can be a death (004 L3).
    pub festival_refuses_lethal: bool,
    /// §11-4: the H2 reading of the night table: office swaps on odd nights only, Adoration on
    /// even nights only. Default off (weekly budgets, nights of the player's choice).
    pub night_table_h2: bool,
    /// §11-5: a dead Alpha cancels every attack, not only a disagreed one (004 L187).
    pub dead_alpha_cancels_all: bool,
    /// §11-7: the richest's protection covers the house (on) or the person (off) (004 L182).
    pub richest_protects_house: bool,
    /// §11-8: attackers count as occupants for the camera and the raptor.
    pub attackers_count_as_occupants: bool,
    /// §11-9: a sleeping Reptilian in the target house can be the victim (004 L189).
    pub sleeping_reptilian_can_be_victim: bool,
    /// §11-11: carnage mode (004 L190).
    pub carnage: bool,
    /// §11-12: one revival per pair of Lovers (on) or one per Lover (off) (004 L69–70).
    pub lovers_revival_per_pair: bool,
    /// §11-13: the kidnapped sleep at the Psychopath's house (on) or at home (off) (004 L130).
    pub kidnap_at_psychopath: bool,
    /// §11-14: the Reporter sees both cards (off: one card, his choice) (004 L125, L225).
    pub reporter_sees_both: bool,
    /// §11-16: a caricatured optional-office holder is replaced (on) or leaves it vacant (off).
    pub caricature_optional_replaced: bool,
    /// §11-18: the Senator may be a ghost (004 L138).
    pub senator_may_be_ghost: bool,
    /// §11-18: a ghost Senator who is the first ghost keeps the Senate, and the Chief's office
    /// goes to the first ghost holding no office (004 L139, L148). Off: he becomes the Chief
    /// and leaves the Senate, which the Scrutineer fills (L148 "le premier fantôme", L139, L143).
    pub first_ghost_keeps_senate: bool,
    /// L142 (no §11 row): counts every mandatory office in play against the living, the Chief's
    /// included (on), or only those the living must hold (off: the Chief's, and the Senate
    /// when a ghost holds it, left out).
    pub short_counts_every_mandatory: bool,
    /// §11-20: in a normal session, when the President's vote is not among the tied, he picks.
    pub president_picks_tie: bool,
    /// §11-21: Idealists win with at least half of the starting players alive (off: a majority of
    /// the starting players).
    pub idealists_half: bool,
    /// §11-22: Radiant Conversion of the Black, the Red or Seth also makes them Idealists
    /// before the winners are computed.
    pub radiant_stop_converts: bool,
    /// §11-22: Scheherazade may target a fellow Idealist ("un ennemi" read as any other player).
    pub radiant_any_target: bool,
    /// §11-24: the Assassin's first kill needs at least 1 coin.
    pub assassin_first_needs_coin: bool,
    /// §11-26: other camps are still evaluated when a Greedy wins.
    pub greedy_others_evaluated: bool,
    /// §11-30: the dead leave the circle for seat rules.
    pub dead_leave_circle: bool,
    /// §11-31: the couples' check (brave-GM mode, 004 L24, L194).
    pub couples_check: bool,
    /// §11-32: the game stops at two or fewer alive (off: exactly two).
    pub stop_at_two_or_fewer: bool,
    /// The Show (004 L111): a Lover guessed by the alibi card is an error (on) or right (off:
    /// the Lover plays the alibi "à part entière", L29–30).
    pub show_alibi_is_error: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            night_dated_by_morning: yes(),
            festival_night_quiet: yes(),
            festival_refuses_lethal: yes(),
            night_table_h2: false,
            dead_alpha_cancels_all: false,
            richest_protects_house: yes(),
            attackers_count_as_occupants: false,
            sleeping_reptilian_can_be_victim: yes(),
            carnage: false,
            lovers_revival_per_pair: yes(),
            kidnap_at_psychopath: yes(),
            reporter_sees_both: false,
            caricature_optional_replaced: yes(),
            senator_may_be_ghost: yes(),
            first_ghost_keeps_senate: false,
            short_counts_every_mandatory: yes(),
            president_picks_tie: yes(),
            idealists_half: yes(),
            radiant_stop_converts: yes(),
            radiant_any_target: yes(),
            assassin_first_needs_coin: yes(),
            greedy_others_evaluated: yes(),
            dead_leave_circle: yes(),
            couples_check: false,
            stop_at_two_or_fewer: yes(),
            show_alibi_is_error: false,
        }
    }
}
