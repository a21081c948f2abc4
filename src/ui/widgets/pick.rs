//! Choosing players by tapping their tokens on the board (the Monk's target, the Fortune
//! Teller's two, a nominator and a nominee…).
//!
//! The screen that needs a choice says how many players it takes; while it does, a tap on a
//! token picks or unpicks that player instead of opening the seat's sheet. The picks are kept
//! here, provided once from `app.rs`, so the step that asked for them reads them back.

use leptos::prelude::*;

use crate::engine::seat::PlayerId;

/// The choice being made on the board.
#[derive(Clone, Copy)]
pub struct Pick {
    /// How many players the choice takes (0: no choice; taps open the seat sheet).
    pub want: RwSignal<usize>,
    /// The players picked so far, in the order they were tapped.
    pub picked: RwSignal<Vec<PlayerId>>,
    /// The players the rules do not allow for this choice (a dead player for "a living
    /// player"): shown dimmed; picking one is the Storyteller's call, refused by the engine
    /// with the override offered.
    pub barred: RwSignal<Vec<PlayerId>>,
}

impl Default for Pick {
    fn default() -> Self {
        Self::new()
    }
}

impl Pick {
    pub fn new() -> Self {
        Pick {
            want: RwSignal::new(0),
            picked: RwSignal::new(Vec::new()),
            barred: RwSignal::new(Vec::new()),
        }
    }

    /// Starts a choice of `n` players, with the players the rules bar from it.
    pub fn start_among(&self, n: usize, barred: Vec<PlayerId>) {
        self.start(n);
        if self.barred.with_untracked(|b| *b != barred) {
            self.barred.set(barred);
        }
    }

    /// Is the player barred from the current choice? (tracked)
    pub fn is_barred(&self, id: PlayerId) -> bool {
        self.want.get() > 0 && self.barred.with(|b| b.contains(&id))
    }

    /// Starts a choice of `n` players, forgetting earlier picks.
    pub fn start(&self, n: usize) {
        if self.want.get_untracked() != n {
            self.want.set(n);
        }
        if !self.picked.with_untracked(|p| p.is_empty()) {
            self.picked.set(Vec::new());
        }
    }

    /// No choice any more: taps open the seat sheet again.
    pub fn stop(&self) {
        self.start_among(0, Vec::new());
    }

    /// A tap on a token. True when the tap was taken by the choice: the player is picked (or
    /// unpicked when already picked); past the number wanted, the oldest pick gives way.
    pub fn tap(&self, id: PlayerId) -> bool {
        let want = self.want.get_untracked();
        if want == 0 {
            return false;
        }
        self.picked.update(|p| {
            if let Some(i) = p.iter().position(|x| *x == id) {
                p.remove(i);
            } else {
                if p.len() >= want {
                    p.remove(0);
                }
                p.push(id);
            }
        });
        true
    }

    /// Is the player picked? (tracked)
    pub fn is_picked(&self, id: PlayerId) -> bool {
        self.picked.with(|p| p.contains(&id))
    }
}

/// Picks from a list of players instead of the board (the same picks): one button per player,
/// pressed when picked.
#[component]
pub fn PickRow(
    /// The players offered, with their names.
    #[prop(into)]
    players: Signal<Vec<(PlayerId, String)>>,
) -> impl IntoView {
    let pick = expect_context::<Pick>();
    view! {
        <div class="chips pick-chips" data-testid="pick-list">
            <For
                each=move || players.get()
                key=|p| p.clone()
                children=move |(id, name)| {
                    // Each button follows only its own player's state: a pick wakes two.
                    let barred = Memo::new(move |_| pick.is_barred(id));
                    let picked = Memo::new(move |_| pick.is_picked(id));
                    view! {
                        <button
                            class=move || if barred.get() { "chip chip--barred" } else { "chip" }
                            data-testid="pick-player"
                            data-player=id.0
                            aria-pressed=move || picked.get().to_string()
                            on:click=move |_| {
                                pick.tap(id);
                            }
                        >
                            {name}
                        </button>
                    }
                }
            />
        </div>
    }
}
