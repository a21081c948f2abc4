use leptos::prelude::*;

use quintebourg::model::{Office, PlayerId, Weekday};
use quintebourg::names::title_of;
use quintebourg::options::Options;

use crate::i18n::Key;
use crate::ui::home_screen::weekday_name;
use crate::ui::quintebourg::setup_draft::{MANDATORY, OPTIONAL};
use crate::ui::quintebourg::store::QbStore;

/// Setup, the offices in play and their first holders (`TABLE.md` §1.4, §9 screen 5): the six
/// mandatory offices and the seven optional ones, each in play or not, with its first holder
/// (by hand or drawn at random); the Chief of the ghost militia waits for the first ghost.
#[component]
pub fn OfficesSetup() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let draw = move |_| {
        let draws = store.ui.with_untracked(|ui| ui.draft.office_draws) + 1;
        // Another stream than the deal's: the same seed, a draw of its own.
        let mut rng = store
            .game
            .with_untracked(|g| g.rng_nth(0x0FF1_CE00 + draws as u64));
        store.update_ui(|ui| {
            let n = ui.draft.players.len();
            let mut seats: Vec<PlayerId> = (0..n as PlayerId).collect();
            rng.shuffle(&mut seats);
            let mut seats = seats.into_iter();
            for (office, holder) in ui.draft.offices.iter_mut() {
                *holder = if *office == Office::MilitiaChief {
                    None
                } else {
                    seats.next()
                };
            }
            ui.draft.office_draws = draws;
            ui.draft.accept_warnings = false;
        });
    };
    view! {
        <section class="card">
            <h2>{move || t(Key::QbStepOffices)}</h2>
            <p class="muted">{move || t(Key::QbOfficesHelp)}</p>
            <h3>{move || t(Key::QbMandatory)}</h3>
            {MANDATORY.iter().map(|o| view! { <OfficeRow office=*o /> }).collect_view()}
            <h3>{move || t(Key::QbOptional)}</h3>
            {OPTIONAL.iter().map(|o| view! { <OfficeRow office=*o /> }).collect_view()}
            <button class="button" data-testid="qb-offices-draw" on:click=draw>
                {move || t(Key::QbDrawHolders)}
            </button>
        </section>
    }
}

/// One office: in play or not, and its first holder.
#[component]
fn OfficeRow(office: Office) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let entry = Memo::new(move |_| {
        store.ui.with(|ui| {
            ui.draft
                .offices
                .iter()
                .find(|(o, _)| *o == office)
                .map(|(_, h)| *h)
        })
    });
    let in_play = move || entry.get().is_some();
    let holder = move || entry.get().flatten();
    let names = store.draft_names();
    let chief = office == Office::MilitiaChief;
    let toggle = move |ev: leptos::ev::Event| {
        let on = event_target_checked(&ev);
        store.update_ui(|ui| {
            ui.draft.offices.retain(|(o, _)| *o != office);
            if on {
                ui.draft.offices.push((office, None));
                // Kept in the screens' order.
                let order: Vec<Office> = MANDATORY.iter().chain(OPTIONAL.iter()).copied().collect();
                ui.draft
                    .offices
                    .sort_by_key(|(o, _)| order.iter().position(|x| x == o));
            }
            ui.draft.accept_warnings = false;
        });
    };
    let set_holder = move |ev: leptos::ev::Event| {
        let h = event_target_value(&ev).parse::<PlayerId>().ok();
        store.update_ui(|ui| {
            // Nobody holds two offices (004 L139): the player leaves the other one.
            if h.is_some() {
                for (o, other) in ui.draft.offices.iter_mut() {
                    if *o != office && *other == h {
                        *other = None;
                    }
                }
            }
            if let Some((_, holder)) = ui.draft.offices.iter_mut().find(|(o, _)| *o == office) {
                *holder = h;
            }
            ui.draft.accept_warnings = false;
        });
    };
    view! {
        <div class="qb-office" data-testid="qb-office" data-office=format!("{office:?}")>
            <label class="check">
                <input type="checkbox" data-testid="qb-office-in-play" prop:checked=in_play on:change=toggle />
                <span>{move || title_of(&office, store.lang())}</span>
            </label>
            {if chief {
                view! { <span class="muted">{move || t(Key::QbChiefWaits)}</span> }.into_any()
            } else {
                view! {
                    <select
                        class="input"
                        data-testid="qb-office-holder"
                        aria-label=move || Key::QbHolderOf.fill(store.lang(), &[&title_of(&office, store.lang())])
                        disabled=move || !in_play()
                        prop:value=move || holder().map(|h| h.to_string()).unwrap_or_default()
                        on:change=set_holder
                    >
                        <option value="">{move || t(Key::QbVacant)}</option>
                        {move || {
                            names
                                .get()
                                .into_iter()
                                .enumerate()
                                .map(|(i, n)| view! { <option value=i.to_string()>{n}</option> })
                                .collect_view()
                        }}
                    </select>
                }
                    .into_any()
            }}
        </div>
    }
}

/// The options of `TABLE.md` §11: (field of [`Options`], its name, why the default).
const OPTIONS: [(&str, Key, Key); 26] = [
    (
        "night_dated_by_morning",
        Key::QbOptNightDate,
        Key::QbWhyNightDate,
    ),
    (
        "festival_night_quiet",
        Key::QbOptFestivalNight,
        Key::QbWhyFestivalNight,
    ),
    (
        "festival_refuses_lethal",
        Key::QbOptFestivalLethal,
        Key::QbWhyFestivalLethal,
    ),
    ("night_table_h2", Key::QbOptNightTable, Key::QbWhyNightTable),
    (
        "dead_alpha_cancels_all",
        Key::QbOptDeadAlpha,
        Key::QbWhyDeadAlpha,
    ),
    (
        "richest_protects_house",
        Key::QbOptRichest,
        Key::QbWhyRichest,
    ),
    (
        "attackers_count_as_occupants",
        Key::QbOptOccupants,
        Key::QbWhyOccupants,
    ),
    (
        "sleeping_reptilian_can_be_victim",
        Key::QbOptSleepingReptilian,
        Key::QbWhySleepingReptilian,
    ),
    ("carnage", Key::QbOptCarnage, Key::QbWhyCarnage),
    (
        "lovers_revival_per_pair",
        Key::QbOptRevival,
        Key::QbWhyRevival,
    ),
    ("kidnap_at_psychopath", Key::QbOptKidnap, Key::QbWhyKidnap),
    ("reporter_sees_both", Key::QbOptReporter, Key::QbWhyReporter),
    (
        "caricature_optional_replaced",
        Key::QbOptCaricature,
        Key::QbWhyCaricature,
    ),
    ("senator_may_be_ghost", Key::QbOptSenator, Key::QbWhySenator),
    (
        "first_ghost_keeps_senate",
        Key::QbOptFirstGhostSenate,
        Key::QbWhyFirstGhostSenate,
    ),
    (
        "short_counts_every_mandatory",
        Key::QbOptShortCount,
        Key::QbWhyShortCount,
    ),
    ("president_picks_tie", Key::QbOptTie, Key::QbWhyTie),
    ("idealists_half", Key::QbOptIdealists, Key::QbWhyIdealists),
    (
        "radiant_stop_converts",
        Key::QbOptRadiantStop,
        Key::QbWhyRadiantStop,
    ),
    (
        "radiant_any_target",
        Key::QbOptRadiantTarget,
        Key::QbWhyRadiantTarget,
    ),
    (
        "assassin_first_needs_coin",
        Key::QbOptAssassin,
        Key::QbWhyAssassin,
    ),
    (
        "greedy_others_evaluated",
        Key::QbOptGreedy,
        Key::QbWhyGreedy,
    ),
    (
        "dead_leave_circle",
        Key::QbOptDeadCircle,
        Key::QbWhyDeadCircle,
    ),
    ("couples_check", Key::QbOptCouples, Key::QbWhyCouples),
    ("stop_at_two_or_fewer", Key::QbOptStopTwo, Key::QbWhyStopTwo),
    (
        "show_alibi_is_error",
        Key::QbOptShowAlibi,
        Key::QbWhyShowAlibi,
    ),
];

/// One option's value.
pub fn option_value(options: &Options, field: &str) -> bool {
    serde_json::to_value(options)
        .ok()
        .and_then(|v| v.get(field).and_then(|b| b.as_bool()))
        .unwrap_or(false)
}

/// The options with one switched.
pub fn with_option(options: &Options, field: &str, on: bool) -> Options {
    let Ok(mut v) = serde_json::to_value(options) else {
        return options.clone();
    };
    if let Some(map) = v.as_object_mut() {
        map.insert(field.to_string(), serde_json::Value::Bool(on));
    }
    serde_json::from_value(v).unwrap_or_else(|_| options.clone())
}

/// Setup, the options (`TABLE.md` §1.5, §11): the weekday of day 1, then every option with its
/// default and one line of why.
#[component]
pub fn OptionsSetup() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let start = move || store.ui.with(|ui| ui.draft.start);
    let set_start = move |ev: leptos::ev::Event| {
        let day =
            serde_json::from_value::<Weekday>(serde_json::Value::String(event_target_value(&ev)));
        if let Ok(day) = day {
            store.update_ui(|ui| ui.draft.start = day);
        }
    };
    let defaults = Options::default();
    view! {
        <section class="card">
            <h2>{move || t(Key::QbStartDay)}</h2>
            <p class="muted">{move || t(Key::QbStartDayHelp)}</p>
            <select
                class="input"
                data-testid="qb-start-day"
                aria-label=move || t(Key::QbStartDay)
                prop:value=move || weekday_id(start())
                on:change=set_start
            >
                {Weekday::ALL
                    .iter()
                    .map(|d| {
                        let d = *d;
                        view! { <option value=weekday_id(d)>{move || weekday_name(d, store.lang())}</option> }
                    })
                    .collect_view()}
            </select>
        </section>
        <section class="card" data-testid="qb-options">
            <h2>{move || t(Key::QbStepOptions)}</h2>
            <p class="muted">{move || t(Key::QbOptionsHelp)}</p>
            {OPTIONS
                .iter()
                .map(|(field, name, why)| {
                    let (field, name, why) = (*field, *name, *why);
                    let default = option_value(&defaults, field);
                    let on = move || store.ui.with(|ui| option_value(&ui.draft.options, field));
                    view! {
                        <div class="qb-option" data-testid="qb-option" data-option=field>
                            <label class="check">
                                <input
                                    type="checkbox"
                                    prop:checked=on
                                    on:change=move |ev| {
                                        let value = event_target_checked(&ev);
                                        store.update_ui(|ui| ui.draft.options = with_option(&ui.draft.options, field, value));
                                    }
                                />
                                <span>{move || t(name)}</span>
                            </label>
                            <p class="qb-option__why">
                                <span class="qb-option__default">
                                    {move || if default { t(Key::QbDefaultOn) } else { t(Key::QbDefaultOff) }}
                                </span>
                                " "
                                {move || t(why)}
                            </p>
                        </div>
                    }
                })
                .collect_view()}
        </section>
    }
}

/// A weekday's id in a `<select>`.
fn weekday_id(d: Weekday) -> String {
    serde_json::to_value(d)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every field of the options is on the screen once, and switching one changes only it.
    #[test]
    fn every_option_is_listed_and_switches() {
        let fields: Vec<String> = serde_json::to_value(Options::default())
            .unwrap()
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect();
        let mut listed: Vec<String> = OPTIONS.iter().map(|(f, _, _)| f.to_string()).collect();
        listed.sort();
        let mut fields = fields;
        fields.sort();
        assert_eq!(listed, fields);
        let o = Options::default();
        assert!(!option_value(&o, "carnage"));
        let o2 = with_option(&o, "carnage", true);
        assert!(o2.carnage);
        assert_eq!(with_option(&o2, "carnage", false), o);
    }
}
