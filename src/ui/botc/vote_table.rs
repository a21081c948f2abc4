//! A day's nominations and votes as a table: who nominated whom, who voted (a dead player's
//! vote marked †), the count against the votes needed, and how it ended. The day panel shows
//! today's; the game record shows every day's ([`crate::engine::record`] works the rows out
//! from the log).

use leptos::prelude::*;

use crate::engine::record::{RowOutcome, VoteRow};
use crate::engine::state::GameState;
use crate::i18n::{Key, Lang};

/// The words of an outcome.
pub fn outcome_key(outcome: RowOutcome) -> Key {
    match outcome {
        RowOutcome::OnTheBlock => Key::RowOnTheBlock,
        RowOutcome::Executed => Key::RowExecuted,
        RowOutcome::Beaten => Key::RowBeaten,
        RowOutcome::TieCleared => Key::RowTieCleared,
        RowOutcome::NotExecuted => Key::RowNotExecuted,
        RowOutcome::Tied => Key::RowTied,
        RowOutcome::NotEnough => Key::RowNotEnough,
        RowOutcome::FewerThanEarlier => Key::RowFewer,
        RowOutcome::Exiled => Key::RowExiled,
        RowOutcome::NotExiled => Key::RowNotExiled,
        RowOutcome::NoVote => Key::RowNoVote,
    }
}

/// One row in words, the names filled in: what the table and the record's files say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowWords {
    pub nominator: String,
    pub nominee: String,
    /// 002 ("Voyageurs"): a call for a Traveller's exile.
    pub exile: bool,
    /// The voters in the order counted, a dead player's name followed by †, a hand that
    /// counted other than 1 by its worth ("Clara ×3").
    pub voters: Vec<String>,
    pub count: u32,
    /// 0: never voted on.
    pub threshold: u32,
    pub outcome: &'static str,
    /// The outcome put someone about to die, or executed them.
    pub strong: bool,
}

impl RowWords {
    /// "Voted: Ada, Bruno†" or "Nobody voted".
    pub fn voters_line(&self, lang: Lang) -> String {
        if self.voters.is_empty() {
            Key::NobodyVoted.get(lang).to_string()
        } else {
            Key::VotedList.fill(lang, &[&self.voters.join(", ")])
        }
    }

    /// "Ada → Bruno" (with "(exile)" for a Traveller's exile).
    pub fn nomination(&self, lang: Lang) -> String {
        let exile = if self.exile {
            format!(" {}", Key::ExileMark.get(lang))
        } else {
            String::new()
        };
        format!("{} → {}{exile}", self.nominator, self.nominee)
    }

    /// "4 / 4", or "–" for a nomination never voted on.
    pub fn votes(&self) -> String {
        if self.threshold == 0 {
            "–".to_string()
        } else {
            format!("{} / {}", self.count, self.threshold)
        }
    }
}

/// A voter as the table names them: "Clara", "Clara†" (dead, with their vote token), "Tom ×3"
/// or "Tom ×−1" (a hand an ability made count other than 1).
pub fn voter_name(name: &str, dead: bool, weight: i32) -> String {
    let mut out = name.to_string();
    if dead {
        out.push('†');
    }
    if weight != 1 {
        let sign = if weight < 0 { "−" } else { "" };
        out.push_str(&format!(" ×{sign}{}", weight.unsigned_abs()));
    }
    out
}

/// The rows in words, names as the game's state has them (a player who left keeps theirs).
pub fn row_words(state: &GameState, rows: &[VoteRow], lang: Lang) -> Vec<RowWords> {
    rows.iter()
        .map(|r| RowWords {
            nominator: state.name(r.nominator),
            nominee: state.name(r.nominee),
            exile: r.exile,
            voters: r
                .voters
                .iter()
                .map(|v| voter_name(&state.name(v.player), v.dead, v.weight))
                .collect(),
            count: r.count,
            threshold: r.threshold,
            outcome: outcome_key(r.outcome).get(lang),
            strong: matches!(
                r.outcome,
                RowOutcome::OnTheBlock | RowOutcome::Executed | RowOutcome::Exiled
            ),
        })
        .collect()
}

/// A day's table of nominations and votes, with its legend.
#[component]
pub fn VoteTable(
    /// The rows, in the order nominated.
    #[prop(into)]
    rows: Signal<Vec<RowWords>>,
    /// Leave the legend out (the game record says it once for every day).
    #[prop(optional)]
    no_legend: bool,
) -> impl IntoView {
    let lang = expect_context::<RwSignal<Lang>>();
    let t = move |key: Key| key.get(lang.get());
    view! {
        <table class="vote-table" data-testid="vote-table">
            <thead>
                <tr>
                    <th scope="col">{move || t(Key::VoteColNomination)}</th>
                    <th scope="col" class="vote-table__num">{move || t(Key::VoteColVotes)}</th>
                    <th scope="col">{move || t(Key::VoteColResult)}</th>
                </tr>
            </thead>
            {move || {
                let lang = lang.get();
                rows.get()
                    .into_iter()
                    .map(|r| {
                        let voters = r.voters_line(lang);
                        let exile = r.exile.then(|| format!(" {}", Key::ExileMark.get(lang)));
                        view! {
                            <tbody class="vote-table__group" data-testid="vote-row">
                                <tr>
                                    <td class="vote-table__who">
                                        <span data-testid="vote-nominator">{r.nominator.clone()}</span>
                                        " → "
                                        <span data-testid="vote-nominee">{r.nominee.clone()}</span>
                                        {exile}
                                    </td>
                                    <td class="vote-table__num">
                                        {if r.threshold == 0 {
                                            view! { <span data-testid="vote-count">"–"</span> }.into_any()
                                        } else {
                                            view! {
                                                <span data-testid="vote-count">{r.count}</span>
                                                " / "
                                                <span data-testid="vote-threshold">{r.threshold}</span>
                                            }
                                                .into_any()
                                        }}
                                    </td>
                                    <td class="vote-table__outcome" class:vote-table__outcome--strong=r.strong data-testid="vote-outcome">
                                        {r.outcome}
                                    </td>
                                </tr>
                                <tr class="vote-table__voters">
                                    <td colspan="3" data-testid="vote-voters">{voters}</td>
                                </tr>
                            </tbody>
                        }
                    })
                    .collect_view()
            }}
        </table>
        {(!no_legend).then(|| view! {
            <p class="vote-table__legend muted" data-testid="vote-legend">{move || t(Key::VoteTableLegend)}</p>
        })}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(threshold: u32, voters: &[&str]) -> RowWords {
        RowWords {
            nominator: "Ada".into(),
            nominee: "Bruno".into(),
            exile: false,
            voters: voters.iter().map(|v| v.to_string()).collect(),
            count: voters.len() as u32,
            threshold,
            outcome: Key::RowNotEnough.get(Lang::En),
            strong: false,
        }
    }

    #[test]
    fn a_row_in_words() {
        let r = row(4, &["Ada", "Clara†"]);
        assert_eq!(r.nomination(Lang::En), "Ada → Bruno");
        assert_eq!(r.votes(), "2 / 4");
        assert_eq!(r.voters_line(Lang::En), "Voted: Ada, Clara†");
        assert_eq!(r.voters_line(Lang::Fr), "Ont voté : Ada, Clara†");
        assert_eq!(row(4, &[]).voters_line(Lang::Fr), "Personne n'a voté");
        assert_eq!(row(0, &[]).votes(), "–");
    }

    #[test]
    fn a_voter_dead_or_weighted() {
        assert_eq!(voter_name("Jean-Luc", false, 1), "Jean-Luc");
        assert_eq!(voter_name("Clara", true, 1), "Clara†");
        assert_eq!(voter_name("Tom", false, 3), "Tom ×3");
        assert_eq!(voter_name("Jean-Luc", true, -1), "Jean-Luc† ×−1");
    }
}
