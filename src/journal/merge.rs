//! What the journal puts back into localStorage at start: the decision alone, from the records
//! and what localStorage holds, with no browser API (tested natively).

use super::{Record, TOMBSTONE_KEEP_MS};

/// What localStorage holds under a record's key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Held {
    /// Nothing.
    Absent,
    /// A value this build reads, with its `seq` (0 when written before the journal) and text.
    Value { seq: u64, text: String },
    /// A value that does not parse, or that a newer build wrote: left alone for the recovery
    /// screen, never overwritten by the journal.
    Unreadable,
}

/// Whether a record's text reads on this page, checked before it is written back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reads {
    /// It parses, and a game replays through its rules.
    Yes,
    /// It does not (why): never written back; the recovery screen shows it beside what
    /// localStorage holds.
    No(String),
    /// This page cannot tell (a game of another page's rules): left in the journal for the page
    /// that can.
    Unknown,
}

/// A record newer than what localStorage holds that does not read: kept in the journal, and
/// localStorage's value kept too, until the game master decides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damaged {
    pub key: String,
    pub text: String,
    /// Why it does not read.
    pub why: String,
}

/// One change to make to localStorage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fix {
    /// Write this text under the key.
    Write { key: String, text: String },
    /// Remove the key (a deletion localStorage lost).
    Remove { key: String },
}

/// What the start-up merge does.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plan {
    /// Changes to localStorage, in the records' order.
    pub fixes: Vec<Fix>,
    /// Moves brought back: in each game written back, the commands added and taken back
    /// since the value localStorage held (a whole game brought back counts its whole log).
    pub moves: u64,
    /// Records to drop from the journal: deleted games' records older than a day whose key
    /// localStorage no longer holds.
    pub trim: Vec<String>,
    /// Newer records that do not read: not written back, shown by the recovery screen.
    pub damaged: Vec<Damaged>,
    /// Newer records this page cannot check (another game's): left for that game's page.
    pub deferred: Vec<String>,
}

/// Decides the merge: a record newer than what localStorage holds (a higher change counter,
/// or a value where there is none) is written back once `reads` says it parses and replays;
/// one that does not is kept with localStorage's value (`damaged`), one this page cannot check
/// is left for another page (`deferred`). localStorage's own newer or unreadable values are
/// kept.
pub fn plan(
    records: &[Record],
    held: impl Fn(&str) -> Held,
    reads: impl Fn(&str, &str) -> Reads,
    now: f64,
) -> Plan {
    let mut out = Plan::default();
    for record in records {
        let current = held(&record.key);
        // A record newer than localStorage's value: the value it would replace (none when
        // localStorage holds nothing).
        let replaces = match (&record.text, &current) {
            (Some(text), Held::Absent) => Some((text, None)),
            (Some(text), Held::Value { seq, text: held }) if *seq < record.seq => {
                Some((text, Some(held.as_str())))
            }
            _ => None,
        };
        if let Some((text, older)) = replaces {
            match reads(&record.key, text) {
                Reads::Yes => {
                    out.moves += moves_between(older, text);
                    out.fixes.push(Fix::Write {
                        key: record.key.clone(),
                        text: text.clone(),
                    });
                }
                Reads::No(why) => out.damaged.push(Damaged {
                    key: record.key.clone(),
                    text: text.clone(),
                    why,
                }),
                Reads::Unknown => out.deferred.push(record.key.clone()),
            }
            continue;
        }
        match (&record.text, current) {
            (_, Held::Unreadable) => {}
            // Written back above, or older than localStorage's value.
            (Some(_), _) => {}
            (None, Held::Value { seq, .. }) if seq < record.seq => {
                out.fixes.push(Fix::Remove {
                    key: record.key.clone(),
                });
            }
            (None, Held::Value { .. }) => {}
            (None, Held::Absent) => {
                if now - record.time > TOMBSTONE_KEEP_MS {
                    out.trim.push(record.key.clone());
                }
            }
        }
    }
    out
}

/// The moves between two stored forms of a game: the commands by which they differ, in the
/// log and in the redo stack (past the part both share: an undo moves one from the log to the
/// redo stack, a redo back, a command adds one to the log). The journal keeps the last form
/// only, so moves that cancel out (a command then its undo) are not counted. 0 for anything
/// that is not a game (the list of games).
pub fn moves_between(old: Option<&str>, new: &str) -> u64 {
    fn list(game: &serde_json::Value, name: &str) -> Vec<serde_json::Value> {
        match game.get(name) {
            Some(serde_json::Value::Array(items)) => items.clone(),
            _ => Vec::new(),
        }
    }
    fn lists(text: &str) -> Option<(Vec<serde_json::Value>, Vec<serde_json::Value>)> {
        let value: serde_json::Value = serde_json::from_str(text).ok()?;
        let game = value.get("game")?;
        game.get("log")?;
        Some((list(game, "log"), list(game, "redo")))
    }
    fn differ(a: &[serde_json::Value], b: &[serde_json::Value]) -> usize {
        let shared = a.iter().zip(b).take_while(|(x, y)| x == y).count();
        a.len() - shared + b.len() - shared
    }
    let Some((log, redo)) = lists(new) else {
        return 0;
    };
    let (old_log, old_redo) = old.and_then(lists).unwrap_or_default();
    (differ(&old_log, &log) + differ(&old_redo, &redo)) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(key: &str, seq: u64, text: Option<&str>, time: f64) -> Record {
        Record {
            key: key.into(),
            seq,
            text: text.map(Into::into),
            time,
        }
    }

    /// A stored game whose log is these commands.
    fn game(log: &[&str]) -> String {
        let log: Vec<String> = log.iter().map(|c| format!(r#"{{"type":"{c}"}}"#)).collect();
        format!(r#"{{"schema":2,"game":{{"log":[{}]}}}}"#, log.join(","))
    }

    fn value(seq: u64, text: &str) -> Held {
        Held::Value {
            seq,
            text: text.into(),
        }
    }

    #[test]
    fn a_newer_record_is_written_back_and_its_moves_counted() {
        let (old_a, new_a) = (game(&["a", "b", "c"]), game(&["a", "b", "d", "e"]));
        let records = [
            record("grimoire.game.a", 12, Some(&new_a), 0.0),
            record("grimoire.game.b", 3, Some(&game(&["x"])), 0.0),
            record("grimoire.index", 20, Some("index"), 0.0),
        ];
        let plan = plan(
            &records,
            |key| match key {
                "grimoire.game.a" => value(10, &old_a),
                "grimoire.game.b" => value(3, &game(&["x"])),
                _ => value(18, "old index"),
            },
            |_, _| Reads::Yes,
            0.0,
        );
        // c taken back, d and e added.
        assert_eq!(plan.moves, 3);
        assert_eq!(
            plan.fixes,
            vec![
                Fix::Write {
                    key: "grimoire.game.a".into(),
                    text: new_a.clone()
                },
                Fix::Write {
                    key: "grimoire.index".into(),
                    text: "index".into()
                },
            ]
        );
        assert!(plan.trim.is_empty());
    }

    #[test]
    fn a_game_localstorage_never_saw_comes_back_whole() {
        let records = [record(
            "grimoire.game.new",
            5,
            Some(&game(&["a", "b"])),
            0.0,
        )];
        let plan = plan(&records, |_| Held::Absent, |_, _| Reads::Yes, 0.0);
        assert_eq!(plan.moves, 2);
        assert_eq!(plan.fixes.len(), 1);
    }

    #[test]
    fn unreadable_and_newer_values_of_localstorage_are_kept() {
        let records = [
            record("grimoire.game.a", 12, Some("a"), 0.0),
            record("grimoire.game.b", 12, Some("b"), 0.0),
        ];
        let plan = plan(
            &records,
            |key| match key {
                "grimoire.game.a" => Held::Unreadable,
                _ => value(13, "b"),
            },
            |_, _| Reads::Yes,
            0.0,
        );
        assert_eq!(plan, Plan::default());
    }

    #[test]
    fn a_lost_deletion_is_done_again_and_old_tombstones_are_trimmed() {
        let day = TOMBSTONE_KEEP_MS;
        let records = [
            record("grimoire.game.gone", 8, None, 10.0 * day),
            record("grimoire.game.old", 8, None, 0.0),
            record("grimoire.game.recent", 8, None, 10.0 * day),
        ];
        let plan = plan(
            &records,
            |key| match key {
                "grimoire.game.gone" => value(7, &game(&["a"])),
                _ => Held::Absent,
            },
            |_, _| Reads::Yes,
            10.5 * day,
        );
        assert_eq!(
            plan.fixes,
            vec![Fix::Remove {
                key: "grimoire.game.gone".into()
            }]
        );
        assert_eq!(plan.trim, vec!["grimoire.game.old".to_string()]);
        assert_eq!(plan.moves, 0);
    }

    /// A newer record that does not read never replaces what localStorage holds, brings back
    /// no move, and is kept for the recovery screen; one this page cannot check waits for the
    /// page that can; one that reads is written back.
    #[test]
    fn a_newer_record_is_written_back_only_when_it_reads() {
        let good = game(&["a", "b", "c"]);
        // Thirteen moves more than the good game, but a command the rules refuse among them.
        let more: Vec<String> = (0..13).map(|i| format!("m{i}")).collect();
        let more: Vec<&str> = ["a", "b", "c"]
            .into_iter()
            .chain(more.iter().map(String::as_str))
            .collect();
        let damaged = game(&more);
        let records = [
            record("grimoire.game.good", 20, Some(&damaged), 0.0),
            record("grimoire.game.absent", 20, Some(&damaged), 0.0),
            record("grimoire.game.other", 20, Some(&game(&["q", "r"])), 0.0),
            record(
                "grimoire.game.fine",
                20,
                Some(&game(&["a", "b", "c", "d"])),
                0.0,
            ),
        ];
        let plan = plan(
            &records,
            |key| match key {
                "grimoire.game.absent" => Held::Absent,
                _ => value(10, &good),
            },
            |key, text| match key {
                "grimoire.game.other" => Reads::Unknown,
                _ if text.contains("m12") => Reads::No("the rules refuse move 4".into()),
                _ => Reads::Yes,
            },
            0.0,
        );
        assert_eq!(
            plan.fixes,
            vec![Fix::Write {
                key: "grimoire.game.fine".into(),
                text: game(&["a", "b", "c", "d"]),
            }]
        );
        // Only the move that was written back counts: no "13 moves recovered".
        assert_eq!(plan.moves, 1);
        assert_eq!(
            plan.damaged,
            vec![
                Damaged {
                    key: "grimoire.game.good".into(),
                    text: damaged.clone(),
                    why: "the rules refuse move 4".into(),
                },
                Damaged {
                    key: "grimoire.game.absent".into(),
                    text: damaged.clone(),
                    why: "the rules refuse move 4".into(),
                },
            ]
        );
        assert_eq!(plan.deferred, vec!["grimoire.game.other".to_string()]);
        assert!(plan.trim.is_empty());
        // A record no newer than localStorage's value is not even checked.
        let plan = plan_of_older(&good);
        assert_eq!(plan, Plan::default());
    }

    fn plan_of_older(good: &str) -> Plan {
        let records = [record("grimoire.game.good", 5, Some("garbage"), 0.0)];
        plan(
            &records,
            |_| value(10, good),
            |_, _| panic!("an older record is not checked"),
            0.0,
        )
    }

    #[test]
    fn moves_count_what_was_added_and_taken_back() {
        let g = |log: &[&str]| game(log);
        let with_redo = |log: &[&str], redo: &[&str]| {
            let cmds = |l: &[&str]| {
                l.iter()
                    .map(|c| format!(r#"{{"type":"{c}"}}"#))
                    .collect::<Vec<_>>()
                    .join(",")
            };
            format!(
                r#"{{"schema":2,"game":{{"log":[{}],"redo":[{}]}}}}"#,
                cmds(log),
                cmds(redo)
            )
        };
        // An undo: one command leaves the log for the redo stack.
        assert_eq!(
            moves_between(Some(&g(&["a", "b"])), &with_redo(&["a"], &["b"])),
            2
        );
        assert_eq!(
            moves_between(Some(&with_redo(&["a"], &["b"])), &g(&["a", "b"])),
            2
        );
        assert_eq!(moves_between(Some(&g(&["a"])), &g(&["a", "b", "c"])), 2);
        assert_eq!(moves_between(Some(&g(&["a", "b"])), &g(&["a"])), 1);
        assert_eq!(moves_between(Some(&g(&["a", "b"])), &g(&["a", "c"])), 2);
        assert_eq!(moves_between(None, &g(&["a", "b"])), 2);
        assert_eq!(moves_between(Some("garbage"), &g(&["a"])), 1);
        assert_eq!(moves_between(None, r#"{"schema":2,"games":[]}"#), 0);
    }
}
