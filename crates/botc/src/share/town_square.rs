//! The public town square: what every player at the table may see, and nothing more.
//!
//! 002: players see who sits where, who is dead, who still holds a ghost vote, the day, and the
//! nominations and raised hands of today. Characters, alignments, reminders, drunkenness,
//! poisoning, bluffs and notes stay in the Storyteller's grimoire. [`town_square`] is the one
//! pure function that draws that line; its link (`t2.`: the ruleset's id, then what `t1.` links
//! carried) holds only its result. `t1.` links, written before links named their game, are
//! still read.

use serde::{Deserialize, Serialize};

use crate::game::Botc;
use crate::phase::Phase;
use crate::state::GameState;
use table::Ruleset;

use super::codec::{self, LinkKind};
use super::error::ShareError;
use super::wire::{Reader, Writer};

/// The most seats a town square may have (002: 5 to 20 players).
const MAX_SEATS: usize = 20;

/// Where the game is, as the players know it (the winner is announced at the table, not here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", content = "number", rename_all = "snake_case")]
pub enum PublicPhase {
    /// Players are sitting down.
    Setup,
    /// Night `n` (1 = the first night).
    Night(u32),
    /// Day `n`.
    Day(u32),
    /// The game is over.
    Ended,
}

/// One seat as the players see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    /// The player's name.
    pub name: String,
    /// 001: alive or dead.
    pub alive: bool,
    /// 002: a dead player still holding their one vote (always false for the living, who vote
    /// freely).
    pub ghost_vote: bool,
}

/// One of today's nominations. Players are seat numbers (0-based, clockwise) in
/// [`TownSquare::seats`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicNomination {
    /// Who nominated.
    pub nominator: usize,
    /// Who was nominated.
    pub nominee: usize,
    /// The hands raised, in the order counted; `None` while the vote has not happened.
    pub voters: Option<Vec<usize>>,
}

impl PublicNomination {
    /// The number of votes, once voted.
    pub fn votes(&self) -> Option<usize> {
        self.voters.as_ref().map(Vec::len)
    }
}

/// The public town square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TownSquare {
    /// The seats in clockwise order.
    pub seats: Vec<PublicSeat>,
    /// Day or night, and its number.
    pub phase: PublicPhase,
    /// Today's nominations in the order they were made (empty at night).
    pub nominations: Vec<PublicNomination>,
    /// 002 ("Légendaires"): the Fabled in play are public.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fabled: Vec<String>,
}

impl TownSquare {
    /// Living players (Travellers included).
    pub fn alive_count(&self) -> usize {
        self.seats.iter().filter(|s| s.alive).count()
    }
}

/// What the players may see of `state`: seats, names, alive or dead, ghost votes, the phase and
/// today's nominations and votes. Nothing else of the grimoire is read. 002: the night's deaths
/// are announced at dawn, so a player who died tonight is still shown alive until then.
pub fn town_square(state: &GameState) -> TownSquare {
    let died_tonight = |s: &crate::seat::Seat| {
        state.phase.is_night()
            && !s.alive
            && state
                .deaths
                .iter()
                .rev()
                .find(|d| d.player == s.id)
                .is_some_and(|d| d.phase == state.phase)
    };
    let seats = state
        .seats
        .iter()
        .map(|s| {
            let alive = s.alive || died_tonight(s);
            PublicSeat {
                name: s.name.clone(),
                alive,
                ghost_vote: !alive && s.ghost_vote,
            }
        })
        .collect();
    let phase = match state.phase {
        Phase::Setup => PublicPhase::Setup,
        Phase::FirstNight => PublicPhase::Night(1),
        Phase::Night(n) => PublicPhase::Night(n),
        Phase::Day(n) => PublicPhase::Day(n),
        Phase::Ended(_) => PublicPhase::Ended,
    };
    let nominations = if state.phase.is_day() {
        state
            .day
            .nominations
            .iter()
            .filter_map(|n| {
                Some(PublicNomination {
                    nominator: state.index_of(n.nominator)?,
                    nominee: state.index_of(n.nominee)?,
                    voters: n
                        .voters
                        .as_ref()
                        .map(|v| v.iter().filter_map(|p| state.index_of(*p)).collect()),
                })
            })
            .collect()
    } else {
        Vec::new()
    };
    TownSquare {
        seats,
        phase,
        nominations,
        fabled: state.fabled.clone(),
    }
}

/// The town square as a link payload (`t2.…`): the ruleset's id, then the square.
pub fn encode_town_square(square: &TownSquare) -> String {
    let mut w = Writer::new();
    w.str(Botc::ID);
    let mut bytes = w.into_bytes();
    bytes.extend(town_square_bytes(square));
    codec::pack(LinkKind::TownSquare, &bytes)
}

/// The town square of a link (a whole URL, a `#fragment` or the bare payload); a `t2.` link of
/// another game is [`ShareError::OtherGame`].
pub fn decode_town_square(link: &str) -> Result<TownSquare, ShareError> {
    let (version, bytes) = codec::unpack_versioned(link, LinkKind::TownSquare)?;
    if version == 1 {
        return town_square_from_bytes(&bytes);
    }
    let mut r = Reader::new(&bytes);
    let id = r.str()?;
    if id != Botc::ID {
        return Err(ShareError::OtherGame {
            ruleset: id.chars().take(40).collect(),
        });
    }
    town_square_from_bytes(&bytes[bytes.len() - r.remaining()..])
}

/// The uncompressed bytes of a town square.
pub fn town_square_bytes(square: &TownSquare) -> Vec<u8> {
    let mut w = Writer::new();
    match square.phase {
        PublicPhase::Setup => w.varint(0),
        PublicPhase::Ended => w.varint(1),
        PublicPhase::Night(n) => w.varint(2 + 2 * u64::from(n)),
        PublicPhase::Day(n) => w.varint(3 + 2 * u64::from(n)),
    }
    w.usize(square.seats.len());
    for s in &square.seats {
        w.str(&s.name);
        w.byte(u8::from(s.alive) | (u8::from(s.ghost_vote) << 1));
    }
    w.usize(square.nominations.len());
    for n in &square.nominations {
        w.usize(n.nominator);
        w.usize(n.nominee);
        match &n.voters {
            None => w.varint(0),
            Some(v) => {
                w.usize(v.len() + 1);
                for p in v {
                    w.usize(*p);
                }
            }
        }
    }
    // The Fabled come last, and only when there are some: a square without them reads as
    // before.
    if !square.fabled.is_empty() {
        w.usize(square.fabled.len());
        for f in &square.fabled {
            w.character(f);
        }
    }
    w.into_bytes()
}

/// A town square from its uncompressed bytes; seat numbers are checked against the seats.
pub fn town_square_from_bytes(bytes: &[u8]) -> Result<TownSquare, ShareError> {
    let mut r = Reader::new(bytes);
    let phase_code = r.varint()?;
    let number = |code: u64| {
        u32::try_from(code / 2 - 1).map_err(|_| ShareError::Malformed { what: "phase" })
    };
    let phase = match phase_code {
        0 => PublicPhase::Setup,
        1 => PublicPhase::Ended,
        c if c % 2 == 0 => PublicPhase::Night(number(c)?),
        c => PublicPhase::Day(number(c)?),
    };
    let count = r.count()?;
    if count > MAX_SEATS {
        return Err(ShareError::Malformed { what: "seat" });
    }
    let mut seats = Vec::with_capacity(count);
    for _ in 0..count {
        let name = r.str()?;
        let flags = r.byte()?;
        if flags > 3 {
            return Err(ShareError::Malformed { what: "seat" });
        }
        seats.push(PublicSeat {
            name,
            alive: flags & 1 == 1,
            ghost_vote: flags & 2 == 2,
        });
    }
    let seat = |r: &mut Reader| -> Result<usize, ShareError> {
        let s = r.usize_max(MAX_SEATS)?;
        if s < count {
            Ok(s)
        } else {
            Err(ShareError::Malformed { what: "seat" })
        }
    };
    let n = r.count()?;
    if n > MAX_SEATS {
        return Err(ShareError::Malformed { what: "seat" });
    }
    let mut nominations = Vec::with_capacity(n);
    for _ in 0..n {
        let nominator = seat(&mut r)?;
        let nominee = seat(&mut r)?;
        let voters = match r.usize_max(MAX_SEATS + 1)? {
            0 => None,
            k => {
                let mut v = Vec::with_capacity(k - 1);
                for _ in 1..k {
                    v.push(seat(&mut r)?);
                }
                Some(v)
            }
        };
        nominations.push(PublicNomination {
            nominator,
            nominee,
            voters,
        });
    }
    let mut fabled = Vec::new();
    if r.remaining() > 0 {
        let n = r.count()?;
        for _ in 0..n {
            fabled.push(r.character()?);
        }
    }
    r.finish()?;
    Ok(TownSquare {
        seats,
        phase,
        nominations,
        fabled,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character;
    use crate::command::Command;
    use crate::seat::PlayerId;
    use crate::share::sample;
    use crate::status::{Duration, StatusKind};

    /// A game full of secrets: poison, protection, a mad player with a note, reminders, bluffs,
    /// a red herring, a Drunk, notes — then today's nominations.
    fn secret_game() -> crate::game::Game {
        let mut g = sample::realistic_game(12, 2, 3);
        let first = g.state().seats[0].id;
        let second = g.state().seats[1].id;
        for cmd in [
            Command::SetStatus {
                target: first,
                kind: StatusKind::Mad,
                source: None,
                duration: Duration::Permanent,
                about: Some("being the Sweetheart".into()),
            },
            Command::PlaceReminder {
                player: second,
                character: "fortuneteller".into(),
                reminder: "Red herring".into(),
            },
            Command::Note {
                player: Some(first),
                text: "Secret note: gave the Empath a 2".into(),
            },
        ] {
            g.apply(cmd).unwrap();
        }
        let alive: Vec<PlayerId> = g
            .state()
            .seats
            .iter()
            .filter(|s| s.alive)
            .map(|s| s.id)
            .collect();
        g.apply(Command::Nominate {
            nominator: alive[0],
            nominee: alive[1],
        })
        .unwrap();
        if g.state().day.open {
            g.apply(Command::Vote {
                voters: alive[2..6].to_vec(),
            })
            .unwrap();
        }
        g
    }

    #[test]
    fn the_public_link_carries_no_secret() {
        let g = secret_game();
        let square = town_square(g.state());
        assert_eq!(square.seats.len(), 12);
        assert!(matches!(square.phase, PublicPhase::Day(3)));
        assert!(!square.nominations.is_empty());
        let link = encode_town_square(&square);
        let back = decode_town_square(&link).unwrap();
        assert_eq!(back, square);

        let raw = codec::unpack(&link, LinkKind::TownSquare).unwrap();
        let raw = String::from_utf8_lossy(&raw).to_lowercase();
        let json = serde_json::to_string(&back).unwrap().to_lowercase();
        let mut secrets: Vec<String> = character::all()
            .iter()
            .filter(|d| d.id.len() >= 3)
            .map(|d| d.id.to_string())
            .collect();
        for def in character::all() {
            for r in def.reminders {
                if r.id.len() >= 4 {
                    secrets.push(r.id.to_lowercase());
                }
            }
        }
        for word in [
            "good",
            "evil",
            "alignment",
            "character",
            "drunk",
            "poison",
            "bluff",
            "herring",
            "sweetheart",
            "secret note",
            "gave the empath",
            "reminder",
            "status",
            "mad",
        ] {
            secrets.push(word.into());
        }
        // The public format's own words (a reminder token may be called "Alive").
        let keys = [
            "seats",
            "name",
            "alive",
            "ghost_vote",
            "phase",
            "number",
            "day",
            "night",
            "nominations",
            "nominator",
            "nominee",
            "voters",
        ];
        // (A short id inside one of those words, the Tor in "nominator", is no secret either.)
        secrets.retain(|s| !keys.iter().any(|k| k.contains(s.as_str())));
        for s in &secrets {
            assert!(!raw.contains(s.as_str()), "{s} in the public bytes");
            assert!(!json.contains(s.as_str()), "{s} in the public JSON");
        }
        // The names are there, and the seats in order.
        for (seat, public) in g.state().seats.iter().zip(&back.seats) {
            assert_eq!(seat.name, public.name);
            assert_eq!(seat.alive, public.alive);
        }
    }

    #[test]
    fn votes_and_ghost_votes_are_public() {
        let g = secret_game();
        let square = town_square(g.state());
        let n = &square.nominations[0];
        let day = &g.state().day.nominations[0];
        assert_eq!(
            square.seats[n.nominator].name,
            g.state().name(day.nominator)
        );
        assert_eq!(n.votes(), day.voters.as_ref().map(Vec::len));
        for (s, p) in g.state().seats.iter().zip(&square.seats) {
            assert_eq!(p.ghost_vote, !s.alive && s.ghost_vote);
        }
        let mut night = sample::realistic_game(7, 1, 1);
        night.apply(Command::EndDay).unwrap();
        let square = town_square(night.state());
        assert!(matches!(square.phase, PublicPhase::Night(3)));
        assert!(square.nominations.is_empty());
    }

    #[test]
    fn broken_public_links_are_refused() {
        let square = town_square(secret_game().state());
        let bytes = town_square_bytes(&square);
        for cut in 0..bytes.len() {
            assert!(town_square_from_bytes(&bytes[..cut]).is_err());
        }
        let mut bad = bytes.clone();
        // A nomination naming seat 19 of a 12-seat circle.
        let last = bad.len() - 1;
        bad[last] = 19;
        assert!(town_square_from_bytes(&bad).is_err());
        let game_link = crate::share::game_link::encode_game(&secret_game());
        assert!(matches!(
            decode_town_square(&game_link),
            Err(ShareError::WrongKind { .. })
        ));
    }

    /// `t2.` names the game; a `t1.` link (no id) still opens, and a `t2.` link of another
    /// game is refused by name.
    #[test]
    fn the_link_names_its_game() {
        let square = town_square(secret_game().state());
        let link = encode_town_square(&square);
        assert!(link.starts_with("t2."));
        assert_eq!(decode_town_square(&link), Ok(square.clone()));
        let old = codec::pack_version(LinkKind::TownSquare, 1, &town_square_bytes(&square));
        assert_eq!(decode_town_square(&old), Ok(square.clone()));
        let mut w = Writer::new();
        w.str("quintebourg");
        let mut other = w.into_bytes();
        other.extend(town_square_bytes(&square));
        assert_eq!(
            decode_town_square(&codec::pack(LinkKind::TownSquare, &other)),
            Err(ShareError::OtherGame {
                ruleset: "quintebourg".into()
            })
        );
    }

    /// 002: deaths are announced at dawn: a square shared during the night shows tonight's
    /// dead alive (yesterday's dead stay dead), and at dawn they are dead.
    #[test]
    fn tonight_s_deaths_wait_for_dawn() {
        let mut g = sample::realistic_game(7, 1, 1);
        g.apply(Command::EndDay).unwrap();
        let alive_before: Vec<bool> = town_square(g.state())
            .seats
            .iter()
            .map(|s| s.alive)
            .collect();
        let victim = g
            .state()
            .seats
            .iter()
            .find(|s| s.alive && s.team() != Some(crate::character::Team::Demon))
            .map(|s| s.id)
            .unwrap();
        g.apply(Command::Die {
            player: victim,
            cause: crate::death::DeathCause::Demon,
        })
        .unwrap();
        assert!(!g.state().seat(victim).unwrap().alive);
        let at_night: Vec<bool> = town_square(g.state())
            .seats
            .iter()
            .map(|s| s.alive)
            .collect();
        assert_eq!(at_night, alive_before, "nothing is announced before dawn");
        g.apply(Command::EndNight).unwrap();
        let i = g.state().index_of(victim).unwrap();
        let at_dawn = town_square(g.state());
        assert!(!at_dawn.seats[i].alive);
        assert!(at_dawn.alive_count() < alive_before.iter().filter(|a| **a).count());
    }
}
