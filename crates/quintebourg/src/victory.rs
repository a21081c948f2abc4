//! The end (004 L26–62): when the game stops, who wins by their dominant camp or a personal
//! condition, the Greedy who lose, and the consolation objectives. The engine proposes the end
//! after every command; the MJ confirms it with `end_game`.

use std::collections::BTreeSet;

use table::Lang;

use crate::apply::Cx;
use crate::error::QbError;
use crate::event::Event;
use crate::model::*;
use crate::setup::group_holds;
use crate::state::*;

/// True when the camp's condition holds now (004 L38–47).
pub fn camp_holds(st: &State, c: Camp) -> bool {
    let living = st.living();
    let alive = |p: &PlayerId| st.alive(*p);
    match c {
        // L40: the two Lovers are the last two alive.
        Camp::Lovers => st
            .lovers
            .is_some_and(|(a, b)| living.len() == 2 && alive(&a) && alive(&b)),
        // L71 (§11-21): at least half of the starting players alive.
        Camp::Idealists => {
            let n = st.players.len();
            if st.options.idealists_half {
                living.len() * 2 >= n
            } else {
                living.len() * 2 > n
            }
        }
        // L42: two alive, Seth among them.
        Camp::Seth => {
            living.len() == 2
                && living
                    .iter()
                    .any(|p| st.players[*p as usize].card == CampCard::Seth)
        }
        // L43: three of President, Notary, Senator, Chief.
        Camp::Mice => group_holds(st, "mice") >= 3,
        // L44: every non-Reptilian and Seth dead.
        Camp::Reptilians => {
            !living.is_empty()
                && living.iter().all(|p| {
                    let x = &st.players[*p as usize];
                    x.is_reptilian() && x.card != CampCard::Seth
                })
        }
        // L45: executed in a day session.
        Camp::Martyr => !st.martyred.is_empty(),
        // L46, L97: every living non-musician charmed.
        Camp::Musicians => {
            let charmed: BTreeSet<PlayerId> = st.charmed.values().flatten().copied().collect();
            st.players
                .iter()
                .any(|p| p.camps.contains(&Camp::Musicians))
                && living.iter().all(|p| {
                    st.players[*p as usize].camps.contains(&Camp::Musicians) || charmed.contains(p)
                })
        }
        // L47: every Reptilian (Seth included) dead.
        Camp::Villagers => !living
            .iter()
            .any(|p| st.players[*p as usize].is_reptilian()),
    }
}

/// The Greedy player holding every coin still in play (L50, §11-26: at least one).
fn greedy_winner(st: &State) -> Option<PlayerId> {
    let total = st.coins_in_play();
    st.ids().find(|p| {
        let x = &st.players[*p as usize];
        x.personal.contains(&Personal::Greedy) && x.alive() && total >= 1 && x.coins == total
    })
}

/// True when player `p`'s personal condition holds (L48–58).
fn personal_holds(st: &State, p: PlayerId, c: Personal) -> bool {
    let n = st.living().len();
    match c {
        Personal::Greedy => greedy_winner(st) == Some(p),
        Personal::MusicLover => camp_holds(st, Camp::Musicians),
        Personal::Showman => st.show_won.contains(&p),
        Personal::Maniac => n > 0 && n.is_multiple_of(5),
        Personal::Romantic => camp_holds(st, Camp::Lovers),
        Personal::Bipartisan => {
            let r = st
                .living()
                .iter()
                .filter(|q| st.players[**q as usize].is_reptilian())
                .count();
            r * 2 == n
        }
        Personal::FiveOrEight => n == 5 || n == 8,
        Personal::Detectives => group_holds(st, "detectives") >= 3,
        Personal::Mathematicians => group_holds(st, "mathematicians") >= 3,
    }
}

/// Camps that are some player's dominant camp.
fn camps_in_play(st: &State) -> BTreeSet<Camp> {
    st.players.iter().filter_map(|p| p.dominant()).collect()
}

/// Why the game stops now (L59–62), empty when it goes on: every reason that holds, not only
/// the first (two players alive and Seth's condition, L42 and L61, are both listed).
/// Conditions worded "la partie s'arrête avec…" (Idealists, Maniac, Bipartisan, 58-ard) never
/// stop it themselves; they show in the winners' reasons.
pub fn stop_reasons(st: &State) -> Vec<StopReason> {
    let mut r = Vec::new();
    let n = st.living().len();
    if n == 2 || (st.options.stop_at_two_or_fewer && n < 2) {
        r.push(StopReason::TwoOrFewerAlive);
    }
    if st.radiant_stop {
        r.push(StopReason::RadiantConversion);
    }
    for c in camps_in_play(st) {
        let stops = !matches!(c, Camp::Idealists);
        if stops && camp_holds(st, c) {
            r.push(StopReason::Camp { camp: c });
        }
    }
    let personal: BTreeSet<Personal> = st
        .players
        .iter()
        .flat_map(|p| p.personal.iter().copied())
        .collect();
    for c in personal {
        let holds = match c {
            Personal::Greedy => greedy_winner(st).is_some(),
            Personal::Showman => !st.show_won.is_empty(),
            Personal::Detectives | Personal::Mathematicians => st
                .ids()
                .any(|p| st.players[p as usize].personal.contains(&c) && personal_holds(st, p, c)),
            _ => false,
        };
        if holds {
            r.push(StopReason::Personal { personal: c });
        }
    }
    r
}

/// The outcome if the game stopped now with these reasons.
pub fn outcome(st: &State, stop: Vec<StopReason>) -> Outcome {
    let mut out = Outcome {
        stop,
        ..Outcome::default()
    };
    let greedy = greedy_winner(st);
    for p in st.ids() {
        let x = &st.players[p as usize];
        let mut why = Vec::new();
        if let Some(d) = x.dominant() {
            let holds = match d {
                Camp::Martyr => st.martyred.contains(&p),
                Camp::Lovers => camp_holds(st, Camp::Lovers),
                c => camp_holds(st, c),
            };
            if holds {
                why.push(WinReason::Camp { camp: d });
            }
        }
        for c in &x.personal {
            if personal_holds(st, p, *c) {
                why.push(WinReason::Personal { personal: *c });
            }
        }
        if x.personal.contains(&Personal::Greedy) && greedy.is_some_and(|g| g != p) {
            // L50: "Les autres cupides perdent."
            out.greedy_losers.push(p);
            continue;
        }
        if let Some(g) = greedy {
            if !st.options.greedy_others_evaluated && g != p {
                continue;
            }
        }
        if !why.is_empty() {
            out.winners.insert(p, why);
        }
    }
    let won: BTreeSet<Camp> = out
        .winners
        .values()
        .flatten()
        .filter_map(|w| match w {
            WinReason::Camp { camp } => Some(*camp),
            _ => None,
        })
        .collect();
    for c in camps_in_play(st) {
        if won.contains(&c) {
            continue;
        }
        // L37: the consolation objective, R or V.
        let oc = match c {
            Camp::Lovers | Camp::Idealists | Camp::Musicians => Some(Camp::Villagers),
            Camp::Seth | Camp::Mice | Camp::Martyr => Some(Camp::Reptilians),
            _ => None,
        };
        if let Some(o) = oc {
            out.consolation.insert(c, camp_holds(st, o));
        }
    }
    out
}

/// "n Reptilian(s)" style count in the MJ's language ("1 Reptilien", "2 Reptiliens").
fn count(n: usize, en: &str, fr: &str, lang: Lang) -> String {
    match lang {
        Lang::En if n == 1 => format!("{n} {en}"),
        Lang::En => format!("{n} {en}s"),
        Lang::Fr if n <= 1 => format!("{n} {fr}"),
        Lang::Fr => format!("{n} {fr}s"),
    }
}

/// Why player `p` wins by `r`, with the numbers at the end (004 L38–58): "Idealists: 9 of 10
/// alive, at least half".
pub fn win_text(st: &State, p: PlayerId, r: &WinReason, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    let t = |en: String, f: String| if fr { f } else { en };
    let n = st.living().len();
    let what = match r {
        WinReason::Camp { camp } => match camp {
            Camp::Lovers => t(
                "the two Lovers are the last two alive".into(),
                "les deux Amoureux sont les deux derniers vivants".into(),
            ),
            Camp::Idealists => idealists_text(st, lang),
            Camp::Seth => t(
                format!("{n} alive, Seth among them"),
                format!("{n} vivants, dont Seth"),
            ),
            Camp::Mice => offices_text(st, "mice", lang),
            // L44; Seth is named only when his card is in the game.
            Camp::Reptilians if seth_in_game(st) => t(
                "every non-Reptilian and Seth are dead".into(),
                "tous les non-Reptiliens et Seth sont morts".into(),
            ),
            Camp::Reptilians => t(
                "every non-Reptilian is dead".into(),
                "tous les non-Reptiliens sont morts".into(),
            ),
            Camp::Martyr => t(
                "executed in a day session".into(),
                "exécuté lors d'une session diurne".into(),
            ),
            Camp::Musicians => t(
                format!("every living player charmed ({n})"),
                format!("tous les vivants sont charmés ({n})"),
            ),
            Camp::Villagers if seth_in_game(st) => t(
                "every Reptilian is dead, Seth included".into(),
                "tous les Reptiliens sont morts, Seth compris".into(),
            ),
            Camp::Villagers => t(
                "every Reptilian is dead".into(),
                "tous les Reptiliens sont morts".into(),
            ),
        },
        WinReason::Personal { personal } => match personal {
            Personal::Greedy => {
                let c = st.players[p as usize].coins;
                if c == 1 {
                    t(
                        "holds the only coin in play".into(),
                        "possède la seule pièce en jeu".into(),
                    )
                } else {
                    t(
                        format!("holds all {c} coins in play"),
                        format!("possède les {c} pièces en jeu"),
                    )
                }
            }
            Personal::MusicLover => t("the Musicians win".into(), "les Musiciens gagnent".into()),
            Personal::Showman => t("the Show succeeded".into(), "le show a réussi".into()),
            Personal::Maniac => t(
                format!("{n} alive, a multiple of 5"),
                format!("{n} vivants, un multiple de 5"),
            ),
            Personal::Romantic => t("the Lovers win".into(), "les Amoureux gagnent".into()),
            Personal::Bipartisan => {
                let r = st
                    .living()
                    .iter()
                    .filter(|q| st.players[**q as usize].is_reptilian())
                    .count();
                t(
                    format!(
                        "{} among {n} alive: exactly half",
                        count(r, "Reptilian", "Reptilien", lang)
                    ),
                    format!(
                        "{} parmi {n} vivants : exactement la moitié",
                        count(r, "Reptilian", "Reptilien", lang)
                    ),
                )
            }
            Personal::FiveOrEight => t(
                format!("exactly {n} alive"),
                format!("exactement {n} vivants"),
            ),
            Personal::Detectives => offices_text(st, "detectives", lang),
            Personal::Mathematicians => offices_text(st, "mathematicians", lang),
        },
        WinReason::Mj => {
            return t("the MJ's decision".into(), "décision du MJ".into());
        }
    };
    let title = match r {
        WinReason::Camp { camp } => crate::names::title_of(camp, lang),
        WinReason::Personal { personal } => crate::names::title_of(personal, lang),
        WinReason::Mj => String::new(),
    };
    if fr {
        format!("{title} : {what}")
    } else {
        format!("{title}: {what}")
    }
}

/// The Idealists' count against the starting players (L71, §11-21).
/// Seth's card was dealt in this game: only then do the Villagers' and the Reptilians' reasons
/// name him (L44, L47).
fn seth_in_game(st: &State) -> bool {
    st.players.iter().any(|p| p.card == CampCard::Seth)
}

fn idealists_text(st: &State, lang: Lang) -> String {
    let a = st.living().len();
    let n = st.players.len();
    let holds = camp_holds(st, Camp::Idealists);
    let (en, fr) = match (st.options.idealists_half, holds) {
        (true, true) => ("at least half", "au moins la moitié"),
        (true, false) => ("less than half", "moins de la moitié"),
        (false, true) => ("more than half", "plus de la moitié"),
        (false, false) => ("not more than half", "pas plus de la moitié"),
    };
    match lang {
        Lang::En => format!("{a} of {n} alive, {en}"),
        Lang::Fr => format!("{a} vivants sur {n}, {fr}"),
    }
}

/// A three-office group's count (L43, L57–58).
fn offices_text(st: &State, group: &str, lang: Lang) -> String {
    let k = group_holds(st, group);
    let who = |en: &str, fr: &str| {
        if lang == Lang::Fr {
            fr.to_string()
        } else {
            en.to_string()
        }
    };
    let g = match group {
        "mice" => who("the Mice", "les Souris"),
        "detectives" => who("the Detectives", "les Détectives"),
        _ => who("the Mathematicians", "les Mathématiciens"),
    };
    match lang {
        Lang::En => format!("{g} hold {k} of their 4 offices (3 needed)"),
        Lang::Fr => format!("{g} tiennent {k} de leurs 4 postes (3 requis)"),
    }
}

/// Why player `p`, who does not win, loses: their dominant camp's condition, with the numbers
/// at the end (004 L38–47).
pub fn loss_text(st: &State, p: PlayerId, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    let t = |en: String, f: String| if fr { f } else { en };
    let x = &st.players[p as usize];
    let Some(camp) = x.dominant() else {
        return String::new();
    };
    let living = st.living();
    let n = living.len();
    let what = match camp {
        Camp::Lovers => t(
            "the Lovers are not the last two alive".into(),
            "les Amoureux ne sont pas les deux derniers vivants".into(),
        ),
        Camp::Idealists => idealists_text(st, lang),
        Camp::Seth => {
            let seth = living
                .iter()
                .any(|q| st.players[*q as usize].card == CampCard::Seth);
            if seth {
                t(format!("{n} alive, not 2"), format!("{n} vivants, pas 2"))
            } else {
                t("Seth is dead".into(), "Seth est mort".into())
            }
        }
        Camp::Mice => offices_text(st, "mice", lang),
        Camp::Reptilians => {
            let k = living
                .iter()
                .filter(|q| {
                    let y = &st.players[**q as usize];
                    !y.is_reptilian() || y.card == CampCard::Seth
                })
                .count();
            if seth_in_game(st) {
                t(
                    format!("{k} still alive among the non-Reptilians and Seth"),
                    format!("{k} encore en vie parmi les non-Reptiliens et Seth"),
                )
            } else {
                t(
                    format!("{k} non-Reptilians still alive"),
                    format!("{k} non-Reptiliens encore en vie"),
                )
            }
        }
        Camp::Martyr => {
            if x.card == CampCard::Martyr && !x.alive() {
                t(
                    "died without being executed in a day session".into(),
                    "mort sans être exécuté lors d'une session diurne".into(),
                )
            } else {
                t(
                    "not executed in a day session".into(),
                    "pas exécuté lors d'une session diurne".into(),
                )
            }
        }
        Camp::Musicians => {
            let charmed: BTreeSet<PlayerId> = st.charmed.values().flatten().copied().collect();
            let k = living
                .iter()
                .filter(|q| {
                    !st.players[**q as usize].camps.contains(&Camp::Musicians)
                        && !charmed.contains(q)
                })
                .count();
            t(
                format!("{} not charmed", count(k, "living player", "vivant", lang)),
                format!(
                    "{} non charmé{}",
                    count(k, "living player", "vivant", lang),
                    if k > 1 { "s" } else { "" }
                ),
            )
        }
        Camp::Villagers => {
            let k = living
                .iter()
                .filter(|q| st.players[**q as usize].is_reptilian())
                .count();
            let (en, fr) = if seth_in_game(st) {
                (", Seth included", ", Seth compris")
            } else {
                ("", "")
            };
            t(
                format!(
                    "{} still alive{en}",
                    count(k, "Reptilian", "Reptilien", lang)
                ),
                format!(
                    "{} encore en vie{fr}",
                    count(k, "Reptilian", "Reptilien", lang)
                ),
            )
        }
    };
    let title = crate::names::title_of(&camp, lang);
    if fr {
        format!("{title} : {what}")
    } else {
        format!("{title}: {what}")
    }
}

/// After every command: the engine's proposal to stop.
pub fn propose(st: &mut State, ev: &mut Vec<Event>) {
    if !matches!(st.phase, Phase::Night(_) | Phase::Day(_)) {
        return;
    }
    let stop = stop_reasons(st);
    let was = st.proposed_end.is_some();
    // Reasons the MJ played on past are not proposed again, unless a new one joins them.
    st.played_on.retain(|r| stop.contains(r));
    st.proposed_end = if stop.iter().all(|r| st.played_on.contains(r)) {
        None
    } else {
        Some(outcome(st, stop))
    };
    if !was && st.proposed_end.is_some() {
        ev.push(Event::StopProposed);
    }
}

/// The MJ plays on past the proposed end: its reasons are set aside.
pub fn play_on(st: &mut State, ev: &mut Vec<Event>) -> Result<(), QbError> {
    let Some(p) = st.proposed_end.take() else {
        return Err(QbError::NoEnd);
    };
    st.played_on = p.stop;
    ev.push(Event::PlayOn);
    Ok(())
}

/// The MJ confirms the proposed end (or, by override, declares it or names other winners).
pub fn end_game(
    st: &mut State,
    cx: Cx,
    winners: Option<&[PlayerId]>,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    if !matches!(st.phase, Phase::Night(_) | Phase::Day(_)) {
        return Err(QbError::WrongPhase {
            action: "end_game".into(),
        });
    }
    let mut out = match st.proposed_end.clone() {
        Some(o) => o,
        None => {
            cx.rule(false, QbError::NoEnd)?;
            outcome(st, vec![StopReason::Declared])
        }
    };
    if let Some(w) = winners {
        for p in w {
            crate::apply::player(st, *p)?;
        }
        let mut given: Vec<PlayerId> = w.to_vec();
        given.sort_unstable();
        given.dedup();
        let computed: Vec<PlayerId> = out.winners.keys().copied().collect();
        cx.rule(given == computed, QbError::NotTheWinners)?;
        // The MJ's list stands; a player the rules did not make win is marked as the MJ's call.
        out.winners.retain(|p, _| given.contains(p));
        for p in given {
            out.winners.entry(p).or_insert_with(|| vec![WinReason::Mj]);
        }
    }
    st.outcome = Some(out);
    st.phase = Phase::Over;
    ev.push(Event::GameOver);
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::apply::apply;
    use crate::command::{Command, Invocation, PlayerSetup, Setup};
    use crate::model::{CampCard, Specialty};
    use crate::state::{State, StopReason};

    fn game() -> State {
        dealt(CampCard::Seth)
    }

    /// Scheherazade, `bob`, the Alpha and two Villagers, past the first night.
    fn dealt(bob: CampCard) -> State {
        let mut st = State::default();
        let players = [
            ("Ana", CampCard::Scheherazade),
            ("Bob", bob),
            ("Cid", CampCard::Alpha),
            ("Dee", CampCard::Villager),
            ("Eve", CampCard::Villager),
        ]
        .iter()
        .map(|(n, c)| PlayerSetup::new(n, *c, Specialty::None))
        .collect();
        let setup = Setup::quick(players);
        apply(&mut st, &Command::Setup { setup }).unwrap();
        apply(&mut st, &Command::Start).unwrap();
        apply(&mut st, &Command::EndNight).unwrap();
        st
    }

    /// With no Seth dealt, no reason names him: the MJ reads these lines aloud.
    #[test]
    fn no_seth_in_the_reasons_of_a_game_without_him() {
        use crate::state::{Life, WinReason};
        use crate::victory::{loss_text, win_text};
        use table::Lang;
        let mut st = dealt(CampCard::Villager);
        assert_eq!(
            loss_text(&st, 3, Lang::Fr),
            "Villageois : 1 Reptilien encore en vie"
        );
        assert_eq!(
            loss_text(&st, 2, Lang::Fr),
            "Reptiliens : 4 non-Reptiliens encore en vie"
        );
        st.players[2].life = Life::Dead;
        let out = super::outcome(&st, vec![]);
        let villagers = &out.winners[&3][0];
        assert!(matches!(villagers, WinReason::Camp { .. }));
        assert_eq!(
            win_text(&st, 3, villagers, Lang::En),
            "Villagers: every Reptilian is dead"
        );
    }

    /// The end screen's reasons carry the numbers: who wins by what count, who loses by what.
    #[test]
    fn each_player_s_reason_says_the_count() {
        use crate::state::{Life, WinReason};
        use crate::victory::{loss_text, win_text};
        use table::Lang;
        let mut st = game();
        // Seth and the Alpha alive: the Villagers have not won.
        assert_eq!(
            loss_text(&st, 3, Lang::En),
            "Villagers: 2 Reptilians still alive, Seth included"
        );
        assert_eq!(
            loss_text(&st, 3, Lang::Fr),
            "Villageois : 2 Reptiliens encore en vie, Seth compris"
        );
        st.players[2].life = Life::Dead;
        assert_eq!(
            loss_text(&st, 3, Lang::Fr),
            "Villageois : 1 Reptilien encore en vie, Seth compris"
        );
        st.players[1].life = Life::Dead;
        let out = super::outcome(&st, vec![]);
        assert_eq!(
            out.winners.get(&3),
            Some(&vec![WinReason::Camp {
                camp: crate::model::Camp::Villagers
            }])
        );
        assert_eq!(
            win_text(&st, 3, &out.winners[&3][0], Lang::En),
            "Villagers: every Reptilian is dead, Seth included"
        );
        // Scheherazade: 3 of the 5 who began are alive, at least half (004 L71).
        let idealists = &out.winners[&0][0];
        assert_eq!(
            win_text(&st, 0, idealists, Lang::En),
            "Idealists: 3 of 5 alive, at least half"
        );
        assert_eq!(
            win_text(&st, 0, idealists, Lang::Fr),
            "Idéalistes : 3 vivants sur 5, au moins la moitié"
        );
        st.players[3].life = Life::Dead;
        assert_eq!(
            loss_text(&st, 0, Lang::En),
            "Idealists: 2 of 5 alive, less than half"
        );
        assert_eq!(win_text(&st, 0, &WinReason::Mj, Lang::Fr), "décision du MJ");
    }

    /// The MJ plays on past a Radiant Conversion: the log says so, the end is no longer
    /// proposed, and only a new reason proposes it again.
    #[test]
    fn playing_on_is_recorded_and_sets_the_reasons_aside() {
        let mut st = game();
        assert_eq!(apply(&mut st, &Command::PlayOn), Err(crate::QbError::NoEnd));
        let conversion = Command::Invoke {
            by: 0,
            invocation: Invocation::RadiantConversion { target: 1 },
        };
        apply(&mut st, &conversion).unwrap();
        let stop = st.proposed_end.as_ref().map(|o| o.stop.clone());
        assert_eq!(stop, Some(vec![StopReason::RadiantConversion]));
        let events = apply(&mut st, &Command::PlayOn).unwrap();
        assert!(events.contains(&crate::event::Event::PlayOn));
        assert_eq!(st.proposed_end, None);
        assert_eq!(st.played_on, vec![StopReason::RadiantConversion]);
        // Later commands do not bring it back.
        apply(&mut st, &Command::EndDay).unwrap();
        assert_eq!(st.proposed_end, None);
        // A new reason does, with the old one.
        for p in [2u8, 3, 4] {
            st.players[p as usize].life = crate::state::Life::Dead;
        }
        apply(&mut st, &Command::EndNight).unwrap();
        let stop = st.proposed_end.as_ref().map(|o| o.stop.clone()).unwrap();
        assert!(stop.contains(&StopReason::RadiantConversion), "{stop:?}");
        assert!(stop.len() > 1, "{stop:?}");
    }
}
