use leptos::prelude::*;

use crate::engine::character::{self, Alignment, CharacterDef, Lang};
use crate::engine::seat::PlayerId;
use crate::engine::state::GameState;
use crate::engine::status;
use crate::i18n::Key;

use crate::ui::botc::characters::{initials, team_class};
use crate::ui::botc::glyphs::{self, Mark};
use crate::ui::botc::grimoire_board::place_style;
use crate::ui::botc::token_art::{glyph_svg, TokenArt};
use crate::ui::store::Store;
use crate::ui::widgets::pick::Pick;

/// Everything one token shows, worked out from the game. Held in a signal per seat (see
/// [`TokenViews`]) so that a command touching one player repaints only that player's token.
#[derive(Debug, Clone, PartialEq)]
pub struct TokenView {
    pub name: String,
    pub def: Option<&'static CharacterDef>,
    pub alive: bool,
    pub ghost_vote: bool,
    /// The alignment, when it is not the one the character's type starts with (and always for
    /// Travellers, whose type has none).
    pub odd_alignment: Option<Alignment>,
    pub drunk: bool,
    pub poisoned: bool,
    /// Safe from the Demon by a status in force (the Monk's protection, or any other).
    pub safe: bool,
    /// The Fortune Teller's red herring.
    pub red_herring: bool,
    /// The madness the player is under: the character they are mad about, and whether they
    /// must be (the Cerenovus) or must not be (the Mutant).
    pub mad: Vec<(String, bool)>,
    /// (character id, reminder id) of the reminder tokens beside the player.
    pub reminders: Vec<(String, String)>,
}

impl TokenView {
    pub fn of(state: &GameState, id: PlayerId) -> Option<TokenView> {
        let seat = state.seat(id)?;
        let def = seat.def();
        let odd_alignment = match (def.and_then(|d| d.team.default_alignment()), seat.alignment) {
            (Some(default), Some(a)) if a != default => Some(a),
            (None, Some(a)) if def.is_some() => Some(a),
            _ => None,
        };
        Some(TokenView {
            name: seat.name.clone(),
            def,
            alive: seat.alive,
            ghost_vote: seat.ghost_vote,
            odd_alignment,
            drunk: status::is_drunk(state, id),
            poisoned: status::is_poisoned(state, id),
            safe: status::is_safe(state, id) || status::cannot_die(state, id),
            red_herring: state.red_herring == Some(id),
            // A dead player's madness no longer matters (nobody executes them for it).
            mad: crate::engine::madness::of(state, id)
                .into_iter()
                .filter(|_| seat.alive)
                .map(|m| (m.about, m.must))
                .collect(),
            reminders: state
                .reminders
                .iter()
                .filter(|r| r.player == id)
                .map(|r| (r.character.clone(), r.reminder.clone()))
                .collect(),
        })
    }

    /// The marks the token carries, in a fixed order.
    pub fn marks(&self) -> Vec<Mark> {
        let on = [
            self.drunk,
            self.poisoned,
            self.safe,
            self.red_herring,
            !self.mad.is_empty(),
        ];
        Mark::ALL
            .into_iter()
            .zip(on)
            .filter_map(|(m, on)| on.then_some(m))
            .collect()
    }

    /// The token's accessible name: everything it shows, in words.
    pub fn label(&self, lang: Lang) -> String {
        let mut parts = vec![self.name.clone()];
        parts.push(
            self.def
                .map(|d| d.name.get(lang))
                .unwrap_or(Key::NoCharacterYet.get(lang))
                .to_string(),
        );
        if !self.alive {
            parts.push(Key::Dead.get(lang).into());
            parts.push(
                if self.ghost_vote {
                    Key::GhostVote.get(lang)
                } else {
                    Key::NoGhostVote.get(lang)
                }
                .into(),
            );
        }
        match self.odd_alignment {
            Some(Alignment::Evil) => parts.push(Key::EvilWord.get(lang).into()),
            Some(Alignment::Good) => parts.push(Key::GoodWord.get(lang).into()),
            None => {}
        }
        for mark in self.marks().into_iter().filter(|m| *m != Mark::Mad) {
            parts.push(mark_word(mark, lang).into());
        }
        for (about, must) in &self.mad {
            parts.push(mad_text(about, *must, lang));
        }
        for (c, r) in &self.reminders {
            parts.push(reminder_text(c, r, lang));
        }
        parts.join(", ")
    }
}

/// The tokens' views, one signal per seat, worked out in one pass after each command: the
/// pass compares each seat's new view with the one shown and wakes only the seats that
/// changed, so a kill re-renders one token, not twenty tokens and their reminders.
#[derive(Clone, Copy)]
pub struct TokenViews {
    cells: StoredValue<Vec<(PlayerId, ArcRwSignal<Option<TokenView>>)>>,
}

impl TokenViews {
    /// Starts following the store's game (for as long as the calling component lives).
    pub fn new(store: Store) -> TokenViews {
        let cells = StoredValue::new(Vec::<(PlayerId, ArcRwSignal<Option<TokenView>>)>::new());
        Effect::new(move |_| {
            store.game.with(|g| {
                let state = g.state();
                cells.update_value(|cells| {
                    // Seats that left the circle are forgotten.
                    cells.retain(|(id, _)| state.seat(*id).is_some());
                    for (id, cell) in cells.iter() {
                        let next = TokenView::of(state, *id);
                        if cell.with_untracked(|shown| *shown != next) {
                            cell.set(next);
                        }
                    }
                });
            })
        });
        TokenViews { cells }
    }

    /// The view of one seat (made on first use).
    pub fn of(&self, store: Store, id: PlayerId) -> ArcRwSignal<Option<TokenView>> {
        if let Some(cell) = self
            .cells
            .with_value(|cells| cells.iter().find(|(i, _)| *i == id).map(|(_, c)| c.clone()))
        {
            return cell;
        }
        let cell = ArcRwSignal::new(store.game.with_untracked(|g| TokenView::of(g.state(), id)));
        self.cells
            .update_value(|cells| cells.push((id, cell.clone())));
        cell
    }
}

/// A reminder's text in the language (its id otherwise: a homebrew reminder's id is its text).
pub fn reminder_text(character: &str, reminder: &str, lang: Lang) -> String {
    character::official(character)
        .and_then(|d| d.reminder(reminder))
        .map(|r| r.text.get(lang).to_string())
        .unwrap_or_else(|| reminder.to_string())
}

/// A mark in words.
pub fn mark_word(mark: Mark, lang: Lang) -> &'static str {
    match mark {
        Mark::Drunk => Key::Drunk,
        Mark::Poisoned => Key::Poisoned,
        Mark::Safe => Key::SafeWord,
        Mark::RedHerring => Key::RedHerring,
        Mark::Mad => Key::MadWord,
    }
    .get(lang)
}

/// A madness in words: "mad about being the Witch", or (the Mutant) "must not claim to be the
/// Mutant".
pub fn mad_text(about: &str, must: bool, lang: Lang) -> String {
    let name = character::official(about)
        .map(|d| d.name.get(lang).to_string())
        .unwrap_or_else(|| about.to_string());
    if about.is_empty() {
        return Key::MadWord.get(lang).to_string();
    }
    if must {
        Key::MadAbout
    } else {
        Key::MadNotAbout
    }
    .fill(lang, &[&name])
}

/// The marks on a token: small badges in the mark's colour, each with its own pictogram.
pub fn marks_view(marks: Vec<Mark>) -> impl IntoView {
    marks
        .into_iter()
        .map(|m| {
            view! {
                <span class=format!("mark mark--{}", m.class()) data-mark=m.class()>
                    {glyph_svg(m.glyph(), "mark__glyph")}
                </span>
            }
        })
        .collect_view()
}

/// A reminder token: a small dark tag (not a disc, so it never passes for a character) with
/// the glyph of the character it comes from in that character's team colour, or the initials
/// of its text for a homebrew character's reminder. Its text is its tooltip.
pub fn reminder_tag(def: Option<&'static CharacterDef>, text: String) -> impl IntoView {
    let class = format!("reminder-dot team--{}", team_class(def.map(|d| d.team)));
    let picture = match def
        .filter(|d| !d.is_homebrew())
        .and_then(|d| glyphs::glyph(d.id))
    {
        Some(g) => glyph_svg(g, "reminder-dot__glyph").into_any(),
        None => initials(&text).into_any(),
    };
    view! { <span class=class title=text>{picture}</span> }
}

/// One player on the board: our token art for the character, the name, a shroud when dead
/// with the ghost vote held or spent, the alignment when unexpected, drunk and poisoned marks,
/// and the reminder tokens beside it, towards the centre of the circle.
#[component]
pub fn SeatToken(
    id: PlayerId,
    position: Signal<(f64, f64)>,
    selected: RwSignal<Option<PlayerId>>,
    /// Wakes only the tokens whose selection changes.
    is_selected: Selector<Option<PlayerId>>,
    /// What the token shows, updated by the board's [`TokenViews`].
    view: ArcRwSignal<Option<TokenView>>,
) -> impl IntoView {
    let store = expect_context::<Store>();
    // While a night step or the day asks for players, a tap picks instead of opening the sheet.
    let pick = use_context::<Pick>();
    let view_of: Signal<Option<TokenView>> = view.into();
    // One memo per part the token shows: a kill changes the view, and wakes only what shows
    // life (not the art, the marks or the reminders).
    let alive = Memo::new(move |_| view_of.with(|v| v.as_ref().is_some_and(|v| v.alive)));
    let ghost_vote = Memo::new(move |_| view_of.with(|v| v.as_ref().is_some_and(|v| v.ghost_vote)));
    let def = Signal::derive(move || view_of.with(|v| v.as_ref().and_then(|v| v.def)));
    let marks =
        Memo::new(move |_| view_of.with(|v| v.as_ref().map(|v| v.marks()).unwrap_or_default()));
    let placed = Memo::new(move |_| {
        view_of.with(|v| v.as_ref().map(|v| v.reminders.clone()).unwrap_or_default())
    });
    let place = move || place_style(position.get(), 1.0);
    // Reminders sit between the token and the centre of the board.
    let reminder_place = move || place_style(position.get(), 0.62);
    // A pick changes the picked list of every token: each token follows only whether it is
    // picked (or barred) itself, so a pick re-renders the two tokens it changes.
    let picked = Memo::new(move |_| pick.is_some_and(|p| p.is_picked(id)));
    let barred = Memo::new(move |_| pick.is_some_and(|p| p.is_barred(id)));
    let classes = move || {
        let mut c = String::from("seat");
        if !alive.get() {
            c.push_str(" seat--dead");
        }
        if is_selected.selected(&Some(id)) {
            c.push_str(" seat--selected");
        }
        if picked.get() {
            c.push_str(" seat--picked");
        }
        if barred.get() {
            c.push_str(" seat--barred");
        }
        c
    };
    let label = move || {
        view_of.with(|v| {
            v.as_ref()
                .map(|v| v.label(store.lang()))
                .unwrap_or_default()
        })
    };
    let name = Memo::new(move |_| {
        view_of.with(|v| v.as_ref().map(|v| v.name.clone()).unwrap_or_default())
    });
    let alignment = Memo::new(move |_| view_of.with(|v| v.as_ref().and_then(|v| v.odd_alignment)));
    let reminders = move || {
        let lang = store.lang();
        placed.with(|placed| {
            placed
                .iter()
                .map(|(c, r)| reminder_tag(store.character(c), reminder_text(c, r, lang)))
                .collect_view()
        })
    };

    view! {
        <div class=classes style=place data-testid="seat" data-player=id.0>
            <button
                class="seat__button"
                aria-label=label
                aria-haspopup="dialog"
                on:click=move |_| {
                    if !pick.is_some_and(|p| p.tap(id)) {
                        selected.set(Some(id));
                    }
                }
            >
                <TokenArt character=def class="seat__art" />
                <Show when=move || !alive.get()>
                    <span class="seat__shroud" aria-hidden="true"></span>
                    <span
                        class=move || if ghost_vote.get() { "seat__vote" } else { "seat__vote seat__vote--spent" }
                        aria-hidden="true"
                    ></span>
                </Show>
                {move || {
                    alignment
                        .get()
                        .map(|a| {
                            let (class, text) = match a {
                                Alignment::Evil => ("seat__align seat__align--evil", "E"),
                                Alignment::Good => ("seat__align seat__align--good", "G"),
                            };
                            view! { <span class=class aria-hidden="true">{text}</span> }
                        })
                }}
                <span class="seat__marks" aria-hidden="true">
                    {move || marks_view(marks.get())}
                </span>
                <span class="seat__name">{name}</span>
            </button>
        </div>
        <div class="seat-reminders" style=reminder_place aria-hidden="true">
            <div class="seat-reminders__tags">{reminders}</div>
        </div>
    }
}
