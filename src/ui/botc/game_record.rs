//! The game record: the players and their characters, the grimoire's story night by night
//! (deaths, who was drunk or poisoned, the choices and what players were told), each day's
//! table of nominations and votes with its executions and deaths, and the winner and why.
//! Printable (the print style sheet in `style/main.css` lays it out on A4) and downloadable as
//! an HTML or a plain-text file. Everything is worked out from the game's log
//! ([`crate::engine::record::game_record`]), so the game file holds the record too.

use leptos::prelude::*;

use crate::engine::character::Alignment;
use crate::engine::death::DeathCause;
use crate::engine::phase::Phase;
use crate::engine::record::{self, Died, GameRecord, PhaseRecord};
use crate::engine::state::GameState;
use crate::engine::BotcGame;
use crate::i18n::{html_lang, Key, Lang};
use crate::persist::Screen;

use crate::ui::botc::victory_screen::{reason_key, winner_key};
use crate::ui::botc::vote_table::{row_words, RowWords, VoteTable};
use crate::ui::store::Store;
use crate::ui::widgets::file_transfer;
use crate::ui::widgets::game_bar::GameBar;

/// The record in words, in one language: what the page, the text file and the HTML file say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordDoc {
    /// The game's name, or the page's title.
    pub title: String,
    /// "Good wins", and why (the Storyteller's own words after); `None` while the game is on.
    pub winner: Option<(String, String)>,
    /// The players: name, character (and the one believed), alignment, alive or dead.
    pub cast: Vec<[String; 4]>,
    /// Nights and days in order.
    pub phases: Vec<DocPhase>,
    /// The game has ended.
    pub ended: bool,
}

/// A night or a day in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocPhase {
    /// True for a day.
    pub day: bool,
    /// Its number.
    pub number: u32,
    /// "Night 2", "Day 1".
    pub title: String,
    /// The facts: who died, who was drunk or poisoned, who was executed.
    pub facts: Vec<String>,
    /// A day's votes.
    pub votes: Vec<RowWords>,
    /// What happened, in the order recorded.
    pub lines: Vec<String>,
}

fn cause_key(cause: &DeathCause) -> Key {
    match cause {
        DeathCause::Execution => Key::CauseExecution,
        DeathCause::Demon => Key::CauseDemon,
        DeathCause::Slayer => Key::CauseShot,
        DeathCause::Storyteller => Key::CauseOther,
    }
}

fn names(state: &GameState, players: &[crate::engine::seat::PlayerId]) -> String {
    players
        .iter()
        .map(|p| state.name(*p))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Who died; `ongoing`: the night or day is still being played.
fn deaths_fact(state: &GameState, deaths: &[Died], ongoing: bool, lang: Lang) -> String {
    if deaths.is_empty() {
        let key = if ongoing {
            Key::RecordNobodyDiedYet
        } else {
            Key::RecordNobodyDied
        };
        return key.get(lang).to_string();
    }
    let list = deaths
        .iter()
        .map(|d| {
            format!(
                "{} ({})",
                state.name(d.player),
                cause_key(&d.cause).get(lang)
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    Key::RecordDied.fill(lang, &[&list])
}

/// The record of `game` in words, in `lang`.
pub fn document(game: &crate::engine::Game, lang: Lang) -> RecordDoc {
    let rec: GameRecord = record::game_record(game, lang);
    let st = game.state();
    let name = game.config().name.trim().to_string();
    let title = if name.is_empty() {
        Key::GameRecord.get(lang).to_string()
    } else {
        format!("{} — {name}", Key::GameRecord.get(lang))
    };
    let winner = rec.win.map(|w| {
        let mut why = reason_key(w.reason).get(lang).to_string();
        if let Some(words) = &rec.win_words {
            why = format!("{why} « {words} »");
        }
        (winner_key(w.winner).get(lang).to_string(), why)
    });
    let cast = rec
        .cast
        .iter()
        .map(|c| {
            let mut character = c
                .character
                .as_deref()
                .map(|id| st.character_name(id, lang))
                .unwrap_or_default();
            if let Some(shown) = &c.shown {
                character = format!(
                    "{character} ({})",
                    Key::BelievedTo.fill(lang, &[&st.character_name(shown, lang)])
                );
            }
            let align = match c.alignment {
                Alignment::Good => Key::Good,
                Alignment::Evil => Key::Evil,
            };
            let life = if c.alive { Key::IsAlive } else { Key::IsDead };
            [
                st.name(c.player),
                character,
                align.get(lang).to_string(),
                life.get(lang).to_string(),
            ]
        })
        .collect();
    let phases = rec
        .phases
        .iter()
        .map(|p| match p {
            PhaseRecord::Night(n) => {
                let ongoing = st.phase.night_number() == Some(n.number);
                let mut facts = vec![deaths_fact(st, &n.deaths, ongoing, lang)];
                if !n.drunk.is_empty() {
                    facts.push(Key::RecordDrunk.fill(lang, &[&names(st, &n.drunk)]));
                }
                if !n.poisoned.is_empty() {
                    facts.push(Key::RecordPoisoned.fill(lang, &[&names(st, &n.poisoned)]));
                }
                DocPhase {
                    day: false,
                    number: n.number,
                    title: Key::RecordNight.fill(lang, &[&n.number.to_string()]),
                    facts,
                    votes: Vec::new(),
                    lines: n.lines.clone(),
                }
            }
            PhaseRecord::Day(d) => {
                let ongoing = st.phase == Phase::Day(d.number);
                let mut facts = Vec::new();
                if d.executed.is_empty() {
                    let key = if ongoing {
                        Key::RecordNoExecutionYet
                    } else {
                        Key::RecordNoExecution
                    };
                    facts.push(key.get(lang).to_string());
                }
                for e in &d.executed {
                    let key = if e.died {
                        Key::RecordExecuted
                    } else {
                        Key::RecordExecutedLives
                    };
                    facts.push(key.fill(lang, &[&st.name(e.player)]));
                }
                facts.push(deaths_fact(st, &d.deaths, ongoing, lang));
                DocPhase {
                    day: true,
                    number: d.number,
                    title: Key::RecordDay.fill(lang, &[&d.number.to_string()]),
                    facts,
                    votes: row_words(st, &d.votes, lang),
                    lines: d.lines.clone(),
                }
            }
        })
        .collect();
    RecordDoc {
        title,
        winner,
        cast,
        phases,
        ended: matches!(st.phase, Phase::Ended(_)),
    }
}

/// The headings of the players' table (the last: alive or dead at the end, or now).
fn cast_heads(ended: bool, lang: Lang) -> [&'static str; 4] {
    [
        Key::RecordColPlayer.get(lang),
        Key::RecordColCharacter.get(lang),
        Key::RecordColAlignment.get(lang),
        if ended {
            Key::RecordColLife.get(lang)
        } else {
            Key::RecordColNow.get(lang)
        },
    ]
}

/// The record as plain text.
pub fn to_text(doc: &RecordDoc, lang: Lang) -> String {
    let mut out = format!(
        "{}\n{}\n\n",
        doc.title,
        "=".repeat(doc.title.chars().count())
    );
    match &doc.winner {
        Some((who, why)) => out.push_str(&format!("{who}. {why}\n\n")),
        None => out.push_str(&format!("{}\n\n", Key::RecordGameOn.get(lang))),
    }
    out.push_str(&format!("{}\n", Key::RecordCast.get(lang)));
    for c in &doc.cast {
        out.push_str(&format!("- {}: {}, {}, {}\n", c[0], c[1], c[2], c[3]));
    }
    for p in &doc.phases {
        out.push_str(&format!(
            "\n{}\n{}\n",
            p.title,
            "-".repeat(p.title.chars().count())
        ));
        for f in &p.facts {
            out.push_str(&format!("{f}\n"));
        }
        if p.day {
            if p.votes.is_empty() {
                out.push_str(&format!("{}\n", Key::RecordNoNomination.get(lang)));
            }
            for (i, r) in p.votes.iter().enumerate() {
                out.push_str(&format!(
                    "{}. {} · {} · {}\n   {}\n",
                    i + 1,
                    r.nomination(lang),
                    r.votes(),
                    r.outcome,
                    r.voters_line(lang)
                ));
            }
        }
        for l in &p.lines {
            out.push_str(&format!("* {l}\n"));
        }
    }
    if doc.phases.iter().any(|p| !p.votes.is_empty()) {
        out.push_str(&format!("\n{}\n", Key::VoteTableLegend.get(lang)));
    }
    out
}

/// Text made safe inside HTML.
fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The style of the HTML file: plain, black on white, laid out for A4.
const FILE_STYLE: &str = "body{font:11pt/1.4 Georgia,serif;color:#000;background:#fff;margin:2em auto;max-width:48em;padding:0 1em}\
h1{font-size:1.5em}h2{font-size:1.2em;border-bottom:1px solid #000;margin-top:1.4em}\
table{border-collapse:collapse;width:100%;margin:.4em 0}th,td{border:1px solid #777;padding:.2em .4em;text-align:left;vertical-align:top}\
td.n{text-align:center;white-space:nowrap}.voters td{font-size:.9em;color:#333}section{break-inside:avoid}\
@page{size:A4;margin:15mm}";

/// The record as a standalone HTML page (no script, no outside file).
pub fn to_html(doc: &RecordDoc, lang: Lang) -> String {
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><title>{}</title><style>{FILE_STYLE}</style></head><body>\n<h1>{}</h1>\n",
        html_lang(lang),
        esc(&doc.title),
        esc(&doc.title)
    );
    match &doc.winner {
        Some((who, why)) => out.push_str(&format!(
            "<p><strong>{}</strong>. {}</p>\n",
            esc(who),
            esc(why)
        )),
        None => out.push_str(&format!("<p>{}</p>\n", esc(Key::RecordGameOn.get(lang)))),
    }
    out.push_str(&format!(
        "<h2>{}</h2>\n<table><thead><tr>",
        esc(Key::RecordCast.get(lang))
    ));
    for h in cast_heads(doc.ended, lang) {
        out.push_str(&format!("<th>{}</th>", esc(h)));
    }
    out.push_str("</tr></thead><tbody>\n");
    for c in &doc.cast {
        out.push_str("<tr>");
        for cell in c {
            out.push_str(&format!("<td>{}</td>", esc(cell)));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table>\n");
    for p in &doc.phases {
        out.push_str(&format!("<section>\n<h2>{}</h2>\n", esc(&p.title)));
        for f in &p.facts {
            out.push_str(&format!("<p>{}</p>\n", esc(f)));
        }
        if p.day {
            if p.votes.is_empty() {
                out.push_str(&format!(
                    "<p>{}</p>\n",
                    esc(Key::RecordNoNomination.get(lang))
                ));
            } else {
                out.push_str(&format!(
                    "<table><thead><tr><th>{}</th><th>{}</th><th>{}</th></tr></thead>\n",
                    esc(Key::VoteColNomination.get(lang)),
                    esc(Key::VoteColVotes.get(lang)),
                    esc(Key::VoteColResult.get(lang))
                ));
                for r in &p.votes {
                    out.push_str(&format!(
                        "<tbody><tr><td>{}</td><td class=\"n\">{}</td><td>{}</td></tr><tr class=\"voters\"><td colspan=\"3\">{}</td></tr></tbody>\n",
                        esc(&r.nomination(lang)),
                        esc(&r.votes()),
                        esc(r.outcome),
                        esc(&r.voters_line(lang))
                    ));
                }
                out.push_str("</table>\n");
            }
        }
        if !p.lines.is_empty() {
            out.push_str("<ul>\n");
            for l in &p.lines {
                out.push_str(&format!("<li>{}</li>\n", esc(l)));
            }
            out.push_str("</ul>\n");
        }
        out.push_str("</section>\n");
    }
    if doc.phases.iter().any(|p| !p.votes.is_empty()) {
        out.push_str(&format!(
            "<p><small>{}</small></p>\n",
            esc(Key::VoteTableLegend.get(lang))
        ));
    }
    out.push_str("</body></html>\n");
    out
}

/// The game record's page.
#[component]
pub fn GameRecordScreen() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    // The whole log replayed once per change of the game or the language.
    let doc = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| document(g, lang))
    });
    let ended = move || matches!(store.game.with(|g| g.phase()), Phase::Ended(_));
    let download = move |html: bool| {
        let lang = store.lang();
        let day = file_transfer::today();
        let base = store.game.with_untracked(|g| {
            crate::share::dated_file_name(g, &day)
                .trim_end_matches(".json")
                .to_string()
        });
        let (name, text, mime) = doc.with_untracked(|d| {
            if html {
                (format!("{base}-record.html"), to_html(d, lang), "text/html")
            } else {
                (format!("{base}-record.txt"), to_text(d, lang), "text/plain")
            }
        });
        let _ = file_transfer::download(&name, &text, mime);
    };
    let print = move |_| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    };
    let phases = move || {
        let lang = store.lang();
        doc.get()
            .phases
            .into_iter()
            .map(|p| {
                let testid = if p.day { "record-day" } else { "record-night" };
                let votes = p.votes.clone();
                let table = (p.day && !votes.is_empty()).then(|| {
                    view! { <VoteTable rows=Signal::derive(move || votes.clone()) no_legend=true /> }
                });
                let none = (p.day && p.votes.is_empty())
                    .then(|| view! { <p class="muted">{Key::RecordNoNomination.get(lang)}</p> });
                view! {
                    <section class="record__phase" class:record__phase--day=p.day data-testid=testid data-number=p.number>
                        <h3>{p.title}</h3>
                        <ul class="record__facts">
                            {p.facts.into_iter().map(|f| view! { <li data-testid="record-fact">{f}</li> }).collect_view()}
                        </ul>
                        {table}
                        {none}
                        <ul class="record__lines">
                            {p.lines.into_iter().map(|l| view! { <li data-testid="record-line">{l}</li> }).collect_view()}
                        </ul>
                    </section>
                }
            })
            .collect_view()
    };
    let cast = move || {
        doc.get()
            .cast
            .into_iter()
            .map(|c| {
                view! {
                    <tr data-testid="record-cast-row">
                        <td>{c[0].clone()}</td>
                        <td>{c[1].clone()}</td>
                        <td>{c[2].clone()}</td>
                        <td>{c[3].clone()}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <GameBar title=Signal::derive(move || t(Key::GameRecord).to_string()) />
        <main class="screen record" data-testid="record">
            <div class="row record__actions">
                <button class="button" data-testid="record-back" on:click=move |_| store.go(Screen::Board)>
                    {move || t(Key::Back)}
                </button>
                <button class="button" data-testid="record-print" on:click=print>
                    {move || t(Key::RecordPrint)}
                </button>
                <button class="button" data-testid="record-download-html" on:click=move |_| download(true)>
                    {move || t(Key::RecordDownloadHtml)}
                </button>
                <button class="button" data-testid="record-download-text" on:click=move |_| download(false)>
                    {move || t(Key::RecordDownloadText)}
                </button>
            </div>
            <h2 class="record__title" data-testid="record-title">{move || doc.with(|d| d.title.clone())}</h2>
            <Show when=move || !ended()>
                <p class="record__secret" data-testid="record-secret">{move || t(Key::RecordSecret)}</p>
            </Show>
            <p class="record__winner" data-testid="record-winner">
                {move || match doc.with(|d| d.winner.clone()) {
                    Some((who, why)) => view! { <strong>{who}</strong> ". " {why} }.into_any(),
                    None => view! { <span>{t(Key::RecordGameOn)}</span> }.into_any(),
                }}
            </p>
            <h3>{move || t(Key::RecordCast)}</h3>
            <table class="record__cast" data-testid="record-cast">
                <thead>
                    <tr>
                        {move || cast_heads(doc.with(|d| d.ended), store.lang()).into_iter().map(|h| view! { <th scope="col">{h}</th> }).collect_view()}
                    </tr>
                </thead>
                <tbody>{cast}</tbody>
            </table>
            {phases}
            <Show when=move || doc.with(|d| d.phases.iter().any(|p| !p.votes.is_empty()))>
                <p class="vote-table__legend muted" data-testid="vote-legend">{move || t(Key::VoteTableLegend)}</p>
            </Show>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::command::{Assignment, Command};
    use crate::engine::game::{Game, GameConfig};
    use crate::engine::seat::PlayerId;

    /// Seven players, the first named with markup; day 1: one vote short, one on the block,
    /// executed at dusk.
    fn game() -> Game {
        let mut g = Game::new(GameConfig::default());
        let cast = [
            ("<Ada>", "imp"),
            ("Bruno", "poisoner"),
            ("Clara", "chef"),
            ("Dario", "empath"),
            ("Elsa", "monk"),
            ("Felix", "soldier"),
            ("Greta", "mayor"),
        ];
        for (name, _) in cast {
            g.apply(Command::AddPlayer { name: name.into() }).unwrap();
        }
        let assignments = cast
            .iter()
            .enumerate()
            .map(|(i, (_, c))| Assignment {
                player: PlayerId(i as u32),
                character: c.to_string(),
                shown: None,
                alignment: None,
            })
            .collect();
        g.apply(Command::Override {
            command: Box::new(Command::AssignCharacters { assignments }),
            reason: "test".into(),
        })
        .unwrap();
        for cmd in [
            Command::StartGame,
            Command::EndNight,
            Command::Nominate {
                nominator: PlayerId(2),
                nominee: PlayerId(4),
            },
            Command::Vote {
                voters: vec![PlayerId(0), PlayerId(1)],
            },
            Command::Nominate {
                nominator: PlayerId(3),
                nominee: PlayerId(1),
            },
            Command::Vote {
                voters: vec![PlayerId(2), PlayerId(3), PlayerId(4), PlayerId(5)],
            },
            Command::EndDay,
        ] {
            g.apply(cmd).unwrap();
        }
        g
    }

    #[test]
    fn the_record_as_text() {
        let text = to_text(&document(&game(), Lang::En), Lang::En);
        let want = "Game record\n===========\n\nThe game is not over.\n\nThe players\n\
            - <Ada>: Imp, Evil, alive\n";
        assert!(text.starts_with(want), "{text}");
        assert!(
            text.contains(
                "Day 1\n-----\nExecuted: Bruno.\nDied: Bruno (execution).\n\
                 1. Clara → Elsa · 2 / 4 · not enough\n   Voted: <Ada>, Bruno\n\
                 2. Dario → Bruno · 4 / 4 · executed\n   Voted: Clara, Dario, Elsa, Felix\n\
                 \nNight 2\n-------\nNobody has died so far.\n"
            ),
            "{text}"
        );
        let fr = to_text(&document(&game(), Lang::Fr), Lang::Fr);
        assert!(
            fr.contains(
                "2. Dario → Bruno · 4 / 4 · exécution\n   Ont voté : Clara, Dario, Elsa, Felix\n"
            ),
            "{fr}"
        );
        assert!(
            fr.contains("Jour 1\n------\nExécution : Bruno.\nDécès : Bruno (exécution).\n"),
            "{fr}"
        );
    }

    #[test]
    fn the_record_as_html_escapes_names() {
        let html = to_html(&document(&game(), Lang::Fr), Lang::Fr);
        assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"fr\">"));
        assert!(
            html.contains("<td>&lt;Ada&gt;</td><td>Imp</td><td>Mal</td><td>en vie</td>"),
            "{html}"
        );
        assert!(!html.contains("<Ada>"));
        assert!(html.contains("<td>Dario → Bruno</td><td class=\"n\">4 / 4</td><td>exécution</td>"));
    }

    #[test]
    fn html_is_escaped() {
        assert_eq!(
            esc("<b>\"Ada\" & 'Bo'</b>"),
            "&lt;b&gt;&quot;Ada&quot; &amp; &#39;Bo&#39;&lt;/b&gt;"
        );
    }
}
