//! The game's record: each day's nominations and votes as a table (who nominated whom, who
//! voted, the count against the threshold, the outcome), and the whole game night by night
//! (deaths, who was drunk or poisoned, the choices and what players were told), the days, and
//! the winner.
//!
//! Nothing here is stored: like the grimoire itself, the record is worked out from the log of
//! commands (the game file holds it all). A day's table reads the state ([`day_votes`]); the
//! whole game replays the log once ([`game_record`]), which only the record's page asks for.

use super::character::{Alignment, Lang};
use super::command::Command;
use super::day::{self, Nomination};
use super::death::DeathCause;
use super::event::Event;
use super::game::Game;
use super::phase::Phase;
use super::seat::PlayerId;
use super::state::GameState;
use super::status;
use super::victory::Win;
use super::vote::VoteOutcome;

/// One hand raised in a vote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Voter {
    /// Who voted.
    pub player: PlayerId,
    /// 002 L369: the voter was dead and voted with their vote token.
    pub dead: bool,
    /// What the hand counted: 1, or another number an ability gave it (the Bureaucrat's 3,
    /// the Thief's −1).
    pub weight: i32,
}

/// How a nomination ended, as the day's table says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowOutcome {
    /// 002 L339–343: enough votes, and more than anyone earlier today: about to die (the day
    /// is still on).
    OnTheBlock,
    /// On the block, and executed that day.
    Executed,
    /// On the block, then a later nominee got more votes (002 L347).
    Beaten,
    /// On the block, then a later vote tied with this one: nobody is about to die (002 L351).
    TieCleared,
    /// On the block when the day ended, with no execution (the Storyteller's decision).
    NotExecuted,
    /// 002 L351: as many votes as the highest so far: nobody is about to die.
    Tied,
    /// 002 L343: fewer votes than half the living.
    NotEnough,
    /// Enough votes, but fewer than an earlier nominee of the day (002 L341).
    FewerThanEarlier,
    /// 002 ("Voyageurs"): a Traveller's exile with enough votes.
    Exiled,
    /// A Traveller's exile without enough votes.
    NotExiled,
    /// The nomination was never voted on (the Virgin's nominator executed at once).
    NoVote,
}

/// One nomination of a day's table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VoteRow {
    /// Who nominated (or called for the exile).
    pub nominator: PlayerId,
    /// Who was nominated.
    pub nominee: PlayerId,
    /// 002 ("Voyageurs"): a call for a Traveller's exile, not a nomination.
    pub exile: bool,
    /// The raised hands, in the order the Storyteller's arm reached them.
    pub voters: Vec<Voter>,
    /// The votes counted (each hand at its weight: the Bureaucrat's ×3, the Thief's ×−1).
    pub count: u32,
    /// The votes needed then: 002 L343, "Le nombre de votes est égal ou supérieur à la moitié
    /// du nombre de joueurs vivants" (half the living, rounded up); for an exile, half of all
    /// the players. 0 for a nomination never voted on.
    pub threshold: u32,
    /// How it ended.
    pub outcome: RowOutcome,
}

/// The nominations of day `day`, voted or not (an open vote is left out: it is still being
/// counted), as the rows of the day's table.
pub fn day_votes(state: &GameState, day: u32) -> Vec<VoteRow> {
    let nominations = day_nominations(state, day);
    let voted = |n: &Nomination| !n.exile && n.outcome.is_some();
    let executed = |p: PlayerId| {
        state
            .executions
            .iter()
            .any(|e| e.day == day && e.player == p)
    };
    let day_over = state.phase != Phase::Day(day);
    let open = state.phase == Phase::Day(day) && state.day.open;
    let last = nominations.len().saturating_sub(1);
    nominations
        .iter()
        .enumerate()
        .filter(|(i, _)| !(open && *i == last))
        .map(|(i, n)| {
            let voters = n.voters.clone().unwrap_or_default();
            let count = n.count.unwrap_or(voters.len() as u32);
            let threshold = n.needed.unwrap_or(0);
            let outcome = match (n.exile, n.outcome) {
                (_, None) => RowOutcome::NoVote,
                (true, Some(VoteOutcome::Exiled)) => RowOutcome::Exiled,
                (true, _) => RowOutcome::NotExiled,
                (false, Some(VoteOutcome::Tied)) => RowOutcome::Tied,
                (false, Some(VoteOutcome::Failed | VoteOutcome::Exiled)) => {
                    if count < threshold {
                        RowOutcome::NotEnough
                    } else {
                        RowOutcome::FewerThanEarlier
                    }
                }
                (false, Some(VoteOutcome::AboutToDie)) => {
                    // The next vote of the day that changed who was about to die.
                    let after = nominations[i + 1..]
                        .iter()
                        .filter(|m| voted(m))
                        .find_map(|m| match m.outcome {
                            Some(VoteOutcome::AboutToDie) => Some(RowOutcome::Beaten),
                            Some(VoteOutcome::Tied) => Some(RowOutcome::TieCleared),
                            _ => None,
                        });
                    if executed(n.nominee) {
                        RowOutcome::Executed
                    } else if let Some(after) = after {
                        after
                    } else if day_over {
                        RowOutcome::NotExecuted
                    } else {
                        RowOutcome::OnTheBlock
                    }
                }
            };
            VoteRow {
                nominator: n.nominator,
                nominee: n.nominee,
                exile: n.exile,
                voters: voters
                    .iter()
                    .map(|&player| Voter {
                        player,
                        dead: n.dead_voters.contains(&player),
                        weight: n
                            .weights
                            .iter()
                            .find(|(p, _)| *p == player)
                            .map_or(1, |(_, w)| *w),
                    })
                    .collect(),
                count,
                threshold,
                outcome,
            }
        })
        .collect()
}

/// The nominations of day `day`: today's, a past day's, or — the game having ended during a
/// day — that last day's.
fn day_nominations(state: &GameState, day: u32) -> &[Nomination] {
    if state.phase == Phase::Day(day) || state.past_days.iter().any(|d| d.day == day) {
        return day::nominations_of(state, day);
    }
    let last_day = state.past_days.last().map(|d| d.day).unwrap_or(0);
    if matches!(state.phase, Phase::Ended(_)) && day == last_day + 1 {
        return &state.day.nominations;
    }
    &[]
}

/// One death, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Died {
    /// Who died.
    pub player: PlayerId,
    /// Why.
    pub cause: DeathCause,
}

/// One night of the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightRecord {
    /// The night's number (1: the first night).
    pub number: u32,
    /// What the Storyteller recorded, in plain words and in order: the choices, what players
    /// were told, statuses, character changes, notes.
    pub lines: Vec<String>,
    /// Who died that night.
    pub deaths: Vec<Died>,
    /// 001: the players drunk at some point of the night (the Drunk included).
    pub drunk: Vec<PlayerId>,
    /// 001: the players poisoned at some point of the night.
    pub poisoned: Vec<PlayerId>,
}

/// One execution of a day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Executed {
    /// Who was executed.
    pub player: PlayerId,
    /// 001: whether the execution killed them (a dead player executed, or one an ability kept
    /// alive, did not die).
    pub died: bool,
}

/// One day of the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayRecord {
    /// The day's number.
    pub number: u32,
    /// The day's table of nominations and votes.
    pub votes: Vec<VoteRow>,
    /// Who was executed (002: one execution a day, unless an ability says otherwise).
    pub executed: Vec<Executed>,
    /// Who died that day, executions included.
    pub deaths: Vec<Died>,
    /// The rest of the day in plain words (a Slayer's shot, a Storyteller's decision, notes).
    pub lines: Vec<String>,
}

/// A night or a day of the record, in the order they were played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PhaseRecord {
    /// A night.
    Night(NightRecord),
    /// A day.
    Day(DayRecord),
}

/// One player as the game ended (or as things stand).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CastRow {
    /// The player.
    pub player: PlayerId,
    /// Their character (official or homebrew id).
    pub character: Option<String>,
    /// The character they believe they are, when it differs (the Drunk).
    pub shown: Option<String>,
    /// Their alignment.
    pub alignment: Alignment,
    /// Alive?
    pub alive: bool,
}

/// The whole game: the cast, every night and day in order, and the winner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// The players in seat order.
    pub cast: Vec<CastRow>,
    /// The nights and days.
    pub phases: Vec<PhaseRecord>,
    /// Who won and why, once the game has ended.
    pub win: Option<Win>,
    /// The Storyteller's own words for a win declared by hand.
    pub win_words: Option<String>,
}

/// Is `cmd` part of the story the record tells in words? The votes have their table, dawn and
/// dusk their headings; moving on the night sheet, reminders and set-aside decisions are the
/// Storyteller's working, not the game's story.
fn tells(cmd: &Command) -> bool {
    match cmd {
        Command::Override { command, .. } => tells(command),
        Command::Act { .. }
        | Command::GiveInfo { .. }
        | Command::SetStatus { .. }
        | Command::RemoveStatus { .. }
        | Command::Die { .. }
        | Command::Revive { .. }
        | Command::ChangeCharacter { .. }
        | Command::ChangeAlignment { .. }
        | Command::SpendAbility { .. }
        | Command::SetGhostVote { .. }
        | Command::Note { .. }
        | Command::Decide { .. }
        | Command::AddFabled { .. }
        | Command::RemoveFabled { .. }
        | Command::AddPlayer { .. }
        | Command::RemovePlayer { .. }
        | Command::RenamePlayer { .. }
        | Command::AssignCharacters { .. } => true,
        _ => false,
    }
}

/// Adds `player` to `list` once.
fn add_once(list: &mut Vec<PlayerId>, player: PlayerId) {
    if !list.contains(&player) {
        list.push(player);
    }
}

/// The players drunk and poisoned right now, in seat order, added to the night's lists.
fn note_impaired(state: &GameState, night: &mut NightRecord) {
    for seat in &state.seats {
        if status::is_drunk(state, seat.id) {
            add_once(&mut night.drunk, seat.id);
        }
        if status::is_poisoned(state, seat.id) {
            add_once(&mut night.poisoned, seat.id);
        }
    }
}

/// The record of the whole game, in `lang`, from its log (replayed once). The lines name the
/// players as they were called then; the tables name them by id (the caller names them from
/// the game's state, which keeps the names of players who left).
pub fn game_record(game: &Game, lang: Lang) -> GameRecord {
    let mut state = GameState::default();
    let mut phases: Vec<PhaseRecord> = Vec::new();
    for cmd in game.log() {
        let line = tells(cmd).then(|| cmd.describe(&state, lang));
        let before = state.phase;
        let Ok(events) = super::apply::apply(&mut state, cmd) else {
            // A loaded game's log replays; a refusal here would be a bug: stop the story.
            break;
        };
        if !before.in_play() {
            // Setup: the cast is told at the end. The first night begins.
            if state.phase == Phase::FirstNight {
                let mut night = night_record(1);
                note_impaired(&state, &mut night);
                phases.push(PhaseRecord::Night(night));
            }
            continue;
        }
        // The phase the command happened in, and any deaths it caused.
        let died = events.iter().filter_map(|e| match e {
            Event::Died { player, cause } => Some(Died {
                player: *player,
                cause: cause.clone(),
            }),
            _ => None,
        });
        match phases.last_mut() {
            Some(PhaseRecord::Night(night)) => {
                night.lines.extend(line);
                night.deaths.extend(died);
                note_impaired(&state, night);
            }
            Some(PhaseRecord::Day(day)) => {
                day.lines.extend(line);
                day.deaths.extend(died);
            }
            None => {}
        }
        if state.phase != before {
            match state.phase {
                Phase::Day(n) => phases.push(PhaseRecord::Day(DayRecord {
                    number: n,
                    votes: Vec::new(),
                    executed: Vec::new(),
                    deaths: Vec::new(),
                    lines: Vec::new(),
                })),
                Phase::Night(n) => {
                    let mut night = night_record(n);
                    note_impaired(&state, &mut night);
                    phases.push(PhaseRecord::Night(night));
                }
                _ => {}
            }
        }
    }
    // The tables of the days, from the state at the end (it keeps every day's votes).
    for phase in &mut phases {
        if let PhaseRecord::Day(day) = phase {
            day.votes = day_votes(&state, day.number);
            day.executed = state
                .executions
                .iter()
                .filter(|e| e.day == day.number)
                .map(|e| Executed {
                    player: e.player,
                    died: e.died,
                })
                .collect();
        }
    }
    let st = game.state();
    GameRecord {
        cast: st
            .seats
            .iter()
            .map(|s| CastRow {
                player: s.id,
                character: s.character.clone(),
                shown: s.shown.clone(),
                alignment: if s.is_evil() {
                    Alignment::Evil
                } else {
                    Alignment::Good
                },
                alive: s.alive,
            })
            .collect(),
        phases,
        win: st.win,
        win_words: st.win_reason.clone(),
    }
}

fn night_record(number: u32) -> NightRecord {
    NightRecord {
        number,
        lines: Vec::new(),
        deaths: Vec::new(),
        drunk: Vec::new(),
        poisoned: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Lang;
    use crate::test_util::*;

    fn nominate(g: &mut Game, a: u32, b: u32, voters: &[u32]) {
        g.apply(Command::Nominate {
            nominator: P(a),
            nominee: P(b),
        })
        .unwrap();
        g.apply(Command::Vote {
            voters: voters.iter().map(|v| P(*v)).collect(),
        })
        .unwrap();
    }

    fn voters(row: &VoteRow) -> Vec<(PlayerId, bool)> {
        row.voters.iter().map(|v| (v.player, v.dead)).collect()
    }

    /// Three days of a seven-player Trouble Brewing game: a nominee beaten by a higher count
    /// and then executed, a vote short of the threshold, a dead player's vote with their
    /// token, a tie that clears the block, and the Demon executed on the last day.
    fn played() -> Game {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        to_day(&mut g);
        // Day 1, seven alive: 4 votes needed (002 L343).
        nominate(&mut g, 2, 4, &[0, 1, 2, 3]);
        nominate(&mut g, 3, 5, &[6, 0, 1, 2, 3]);
        nominate(&mut g, 6, 1, &[2, 3]);
        g.apply(Command::EndDay).unwrap();
        // Night 2: the Poisoner poisons P3, the Imp kills P2.
        g.apply(Command::act("poisoner", P(1), P(3))).unwrap();
        g.apply(Command::act("imp", P(0), P(2))).unwrap();
        g.apply(Command::EndNight).unwrap();
        // Day 2, five alive: 3 needed; P2, dead, votes with their token.
        nominate(&mut g, 3, 0, &[1, 2, 4]);
        nominate(&mut g, 4, 1, &[0, 3, 4]);
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::EndNight).unwrap();
        // Day 3: the Demon executed; good wins.
        nominate(&mut g, 4, 0, &[1, 3, 4]);
        g.apply(Command::Execute {
            player: P(0),
            survives: false,
        })
        .unwrap();
        g.apply(Command::EndGame {
            winner: Alignment::Good,
            reason: None,
        })
        .unwrap();
        g
    }

    #[test]
    fn a_day_table_says_who_nominated_whom_who_voted_the_count_and_the_outcome() {
        let g = played();
        let st = g.state();
        let day1 = day_votes(st, 1);
        assert_eq!(day1.len(), 3);
        assert_eq!((day1[0].nominator, day1[0].nominee), (P(2), P(4)));
        assert_eq!((day1[0].count, day1[0].threshold), (4, 4));
        // The arm starts after the nominee: P5, P6, P0 … so P0 is counted first.
        assert_eq!(
            voters(&day1[0]),
            vec![(P(0), false), (P(1), false), (P(2), false), (P(3), false)]
        );
        assert_eq!(day1[0].outcome, RowOutcome::Beaten);
        assert_eq!((day1[1].count, day1[1].threshold), (5, 4));
        assert_eq!(day1[1].outcome, RowOutcome::Executed);
        assert_eq!((day1[2].count, day1[2].threshold), (2, 4));
        assert_eq!(day1[2].outcome, RowOutcome::NotEnough);

        let day2 = day_votes(st, 2);
        assert_eq!((day2[0].nominator, day2[0].nominee), (P(3), P(0)));
        assert_eq!((day2[0].count, day2[0].threshold), (3, 3));
        assert_eq!(
            voters(&day2[0]),
            vec![(P(1), false), (P(2), true), (P(4), false)],
            "P2 voted dead, with their vote token"
        );
        assert_eq!(day2[0].outcome, RowOutcome::TieCleared);
        assert_eq!(day2[1].outcome, RowOutcome::Tied);

        // The game ended during day 3: its table is still there.
        let day3 = day_votes(st, 3);
        assert_eq!(day3.len(), 1);
        assert_eq!(day3[0].outcome, RowOutcome::Executed);
        assert!(day_votes(st, 4).is_empty());
    }

    /// During the day: the open vote is not a row; a vote on the block says so until beaten.
    #[test]
    fn todays_table_while_the_day_goes_on() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        to_day(&mut g);
        nominate(&mut g, 2, 4, &[0, 1, 2, 3]);
        assert_eq!(day_votes(g.state(), 1)[0].outcome, RowOutcome::OnTheBlock);
        g.apply(Command::Nominate {
            nominator: P(3),
            nominee: P(5),
        })
        .unwrap();
        assert_eq!(
            day_votes(g.state(), 1).len(),
            1,
            "the open vote is not a row"
        );
        g.apply(Command::Vote {
            voters: vec![P(6), P(0), P(1), P(2)],
        })
        .unwrap();
        let rows = day_votes(g.state(), 1);
        assert_eq!(rows[0].outcome, RowOutcome::TieCleared);
        assert_eq!(rows[1].outcome, RowOutcome::Tied);
        nominate(&mut g, 6, 3, &[4, 5, 6]);
        assert_eq!(day_votes(g.state(), 1)[2].outcome, RowOutcome::NotEnough);
        // Five beat the tie of four; then four are enough but fewer than five.
        nominate(&mut g, 4, 6, &[0, 1, 2, 3, 5]);
        assert_eq!(day_votes(g.state(), 1)[3].outcome, RowOutcome::OnTheBlock);
        nominate(&mut g, 5, 1, &[2, 3, 4, 6]);
        let rows = day_votes(g.state(), 1);
        assert_eq!((rows[4].count, rows[4].threshold), (4, 4));
        assert_eq!(rows[4].outcome, RowOutcome::FewerThanEarlier);
        assert_eq!(rows[3].outcome, RowOutcome::OnTheBlock);
        // Dusk executes the player about to die; the table keeps the day.
        g.apply(Command::EndDay).unwrap();
        let rows = day_votes(g.state(), 1);
        assert_eq!(rows.len(), 5, "kept at dusk");
        assert_eq!(rows[3].outcome, RowOutcome::Executed);
    }

    /// Character ability text (Bureaucrat): the chosen player's hand counts 3; the row says
    /// so, and the count is of votes, not hands.
    #[test]
    fn a_hand_worth_three() {
        let mut g = tb_game(&[
            "imp",
            "poisoner",
            "chef",
            "empath",
            "monk",
            "soldier",
            "mayor",
            "bureaucrat",
        ]);
        g.apply(Command::act("bureaucrat", P(7), P(2))).unwrap();
        to_day(&mut g);
        nominate(&mut g, 3, 0, &[1, 2]);
        let row = &day_votes(g.state(), 1)[0];
        assert_eq!(
            row.voters
                .iter()
                .map(|v| (v.player, v.weight))
                .collect::<Vec<_>>(),
            vec![(P(1), 1), (P(2), 3)]
        );
        assert_eq!((row.count, row.threshold), (4, 4));
        assert_eq!(row.outcome, RowOutcome::OnTheBlock);
    }

    #[test]
    fn the_game_record_night_by_night() {
        let g = played();
        let rec = game_record(&g, Lang::En);
        let kinds: Vec<String> = rec
            .phases
            .iter()
            .map(|p| match p {
                PhaseRecord::Night(n) => format!("N{}", n.number),
                PhaseRecord::Day(d) => format!("D{}", d.number),
            })
            .collect();
        assert_eq!(kinds, ["N1", "D1", "N2", "D2", "N3", "D3"]);
        let PhaseRecord::Night(n2) = &rec.phases[2] else {
            panic!()
        };
        assert_eq!(
            n2.deaths,
            vec![Died {
                player: P(2),
                cause: DeathCause::Demon
            }]
        );
        assert_eq!(n2.poisoned, vec![P(3)]);
        assert!(n2.drunk.is_empty());
        assert_eq!(n2.lines.len(), 2, "{:?}", n2.lines);
        assert!(n2.lines[0].contains("P1") && n2.lines[0].contains("P3"));
        assert!(n2.lines[1].contains("P0") && n2.lines[1].contains("P2"));
        let PhaseRecord::Day(d1) = &rec.phases[1] else {
            panic!()
        };
        assert_eq!(d1.votes, day_votes(g.state(), 1));
        assert_eq!(
            d1.executed,
            vec![Executed {
                player: P(5),
                died: true
            }]
        );
        assert_eq!(
            d1.deaths,
            vec![Died {
                player: P(5),
                cause: DeathCause::Execution
            }]
        );
        let PhaseRecord::Day(d3) = &rec.phases[5] else {
            panic!()
        };
        assert_eq!(d3.executed[0].player, P(0));
        assert_eq!(
            rec.win.map(|w| (w.winner, w.reason)),
            Some((Alignment::Good, crate::victory::WinReason::DemonDead))
        );
        assert_eq!(rec.cast.len(), 7);
        assert!(!rec.cast[0].alive && rec.cast[0].alignment == Alignment::Evil);
    }

    /// The Drunk is drunk every night, and the record says so.
    #[test]
    fn the_drunk_is_drunk_every_night() {
        let mut g = tb_game(&[
            "imp",
            "poisoner",
            "drunk:chef",
            "empath",
            "monk",
            "soldier",
            "mayor",
        ]);
        next_night(&mut g);
        let rec = game_record(&g, Lang::Fr);
        for p in &rec.phases {
            if let PhaseRecord::Night(n) = p {
                assert_eq!(n.drunk, vec![P(2)], "night {}", n.number);
            }
        }
    }

    /// The game file holds the record: a game exported and imported again gives the same.
    #[test]
    fn the_game_file_holds_the_record() {
        let g = played();
        let file = crate::share::export_json(&g);
        let back = crate::share::import_json(&file).unwrap();
        assert_eq!(game_record(&back, Lang::Fr), game_record(&g, Lang::Fr));
        assert_eq!(day_votes(back.state(), 2), day_votes(g.state(), 2));
    }
}
