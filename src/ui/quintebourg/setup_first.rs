//! Quinte-bourg's new game as its page first draws it (its page, or the home page in whose place
//! it starts: `ui::start_here`): the setup's players step (the bar, the setup's tabs, the
//! players and the seat circle), drawn by the page's main WebAssembly before Quinte-bourg's app
//! has come, in the style of `style/main.css` alone. In a split build the app is a module of its
//! own (`qb`, `src/main.rs`), about twice the main module; a new game's page no longer waits for
//! it to show the screen where the names are typed, and fetches it once that screen is painted.
//!
//! The names typed meanwhile are kept here, on the page; when the app has come, it takes this
//! screen's place and starts the new game with them (saved at once). It does so only when
//! nobody is using the screen: at once when nothing on it has the focus, else at the next move
//! that ends a name (Add, a name changed, a player moved or removed), within that move's tap so
//! the name field keeps the focus and the phone's keyboard stays up. A tap that needs the
//! app (another part of the setup, Next, the history, home with names typed) shows "Loading…"
//! and is done by the app when it comes. When the app's code cannot be fetched, the screen
//! says so, keeps the names, and tries again on a tap.
//!
//! Only this file's screen and the few pieces it shares with the app's setup
//! ([`PlayersAndSeats`], [`SetupSteps`], [`BarFrame`]) are in the main module: none of them
//! reads the game's store or the rules.

use std::any::Any;
use std::cell::RefCell;

use leptos::prelude::*;

use crate::i18n::Key;
use crate::ui::later::Load;
use crate::ui::quintebourg::setup_players::{Edit, PlayersAndSeats};
use crate::ui::quintebourg::setup_screen::SetupSteps;
use crate::ui::quintebourg::store::SetupStep;
use crate::ui::widgets::game_bar::BarFrame;
use crate::ui::widgets::language::stored_language;
use crate::ui::{prerender, saves};

/// A tap on the first screen that needs the app, done by the app when it comes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// Another part of the setup (a tab, or Next).
    Step(SetupStep),
    /// The history.
    History,
    /// Home, with names typed (they are saved with the game first).
    Home,
}

/// What the first screen hands to the app: the names in seat order, and the tap it waits on.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Handed {
    pub names: Vec<String>,
    pub then: Option<Then>,
}

/// Where the app's code is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Code {
    Coming,
    Failed,
}

/// The first screen while it is on the page.
struct Shell {
    names: RwSignal<Vec<String>>,
    typed: RwSignal<String>,
    then: RwSignal<Option<Then>>,
    code: RwSignal<Code>,
    /// The app's code, fetched again by "Try again".
    app: fn() -> Load<fn()>,
    /// The app's start, held until nobody is typing.
    waiting: Option<Box<dyn FnOnce()>>,
    /// The screen's nodes and reactive owner: dropped, the screen leaves the page.
    mounted: Option<Box<dyn Any>>,
    /// What was being typed in the new name's field when the app took over, for the app's.
    typed_then: Option<String>,
}

thread_local! {
    static SHELL: RefCell<Option<Shell>> = const { RefCell::new(None) };
}

/// Draws the first screen and fetches the app's code (`app`): at once when the page is being
/// made ahead (nobody is waiting for a paint), else once the screen is painted.
pub fn show(app: fn() -> Load<fn()>) {
    let body = document().body().expect("the page has a body");
    let handle = leptos::mount::mount_to(body, move || {
        let names = RwSignal::new(Vec::new());
        let typed = RwSignal::new(String::new());
        let then = RwSignal::new(None);
        let code = RwSignal::new(Code::Coming);
        SHELL.with(|s| {
            *s.borrow_mut() = Some(Shell {
                names,
                typed,
                then,
                code,
                app,
                waiting: None,
                mounted: None,
                typed_then: None,
            })
        });
        view! { <SetupFirst names=names typed=typed then=then code=code /> }
    });
    SHELL.with(|s| {
        if let Some(shell) = s.borrow_mut().as_mut() {
            shell.mounted = Some(Box::new(handle));
        }
    });
    // The app's code, and the style sheets of the screens after this one (`later::enable_styles`).
    let after = || {
        crate::ui::later::enable_styles();
        fetch();
    };
    if prerender::prerendering() {
        // Made ahead: the home page goes on to it rather than start the game in its place.
        prerender::mark_made_ahead(saves::page_of(
            <::quintebourg::Quintebourg as table::Ruleset>::ID,
        ));
        after();
    } else {
        request_animation_frame(move || set_timeout(after, std::time::Duration::ZERO));
    }
}

/// Fetches the app's code and starts the app, or says it could not be fetched.
fn fetch() {
    let Some((app, code)) = SHELL.with(|s| s.borrow().as_ref().map(|s| (s.app, s.code))) else {
        return;
    };
    code.set(Code::Coming);
    wasm_bindgen_futures::spawn_local(async move {
        match app().await {
            Ok(start) => start(),
            Err(_) => {
                code.try_set(Code::Failed);
            }
        }
    });
}

/// Runs the app's start (`start`: it mounts the app) now when the first screen is not on the
/// page or nobody is typing on it, else at the first screen's next move that ends a name.
pub fn when_free(start: Box<dyn FnOnce()>) {
    let held = SHELL.with(|s| match s.borrow_mut().as_mut() {
        Some(shell) if busy(shell) => {
            shell.waiting = Some(start);
            None
        }
        _ => Some(start),
    });
    if let Some(start) = held {
        start_apart(start);
    }
}

/// Runs the app's start under a reactive owner of its own. A tap's handler on the first screen
/// runs under the first screen's owner, and an app mounted there would be its child, disposed
/// with it when it leaves the page.
fn start_apart(start: Box<dyn FnOnce()>) {
    let before = Owner::current();
    let root = Owner::new_root(None);
    root.with(start);
    match before {
        Some(owner) => owner.set(),
        None => root.clone().unset(),
    }
    // The app lives as long as the page, as `mount_to_body`'s own owner does.
    std::mem::forget(root);
}

/// Something on the first screen has the focus (a field being typed in, a button being
/// pressed), and no tap waits for the app.
fn busy(shell: &Shell) -> bool {
    let body = document().body();
    shell.then.with_untracked(Option::is_none)
        && document()
            .active_element()
            .is_some_and(|e| body.as_ref().is_none_or(|b| **b != e))
}

/// After a move that ends a name (or asks for the app): the app's start, if it waits.
fn free_now() {
    let start = SHELL.with(|s| s.borrow_mut().as_mut().and_then(|s| s.waiting.take()));
    if let Some(start) = start {
        start_apart(start);
    }
}

/// The names typed and the tap waiting, for the app's new game (`None` when the page did not
/// start on the first screen). What is being typed in the new name's field is kept for the
/// app's own field ([`take_typed`]).
pub fn take_handed() -> Option<Handed> {
    SHELL.with(|s| {
        let mut s = s.borrow_mut();
        let shell = s.as_mut()?;
        shell.typed_then = Some(shell.typed.get_untracked());
        Some(Handed {
            names: shell.names.get_untracked(),
            then: shell.then.get_untracked(),
        })
    })
}

/// What was being typed in the first screen's new name's field when the app took over (taken
/// once; empty otherwise).
pub fn take_typed() -> String {
    SHELL
        .with(|s| s.borrow_mut().as_mut().and_then(|s| s.typed_then.take()))
        .unwrap_or_default()
}

/// The app is on the page: the first screen leaves it, and the focus goes from the first
/// screen's field to the same field of the app's.
pub fn handed_over() {
    let Some(shell) = SHELL.with(|s| s.borrow_mut().take()) else {
        return;
    };
    const FIELD: &str = "input[data-testid=\"qb-new-player\"]";
    // Only the first screen's field is there yet.
    let focused = document()
        .active_element()
        .is_some_and(|e| e.matches(FIELD).unwrap_or(false));
    drop(shell);
    if !focused {
        return;
    }
    if let Some(field) = document()
        .query_selector(FIELD)
        .ok()
        .flatten()
        .and_then(|e| web_sys::wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(e).ok())
    {
        let _ = field.focus();
        let end = field.value().encode_utf16().count() as u32;
        let _ = field.set_selection_range(end, end);
    }
}

/// The first screen itself.
#[component]
fn SetupFirst(
    names: RwSignal<Vec<String>>,
    typed: RwSignal<String>,
    then: RwSignal<Option<Then>>,
    code: RwSignal<Code>,
) -> impl IntoView {
    // The language this phone chose; this screen has no switch of its own.
    let lang = Signal::stored(stored_language());
    let t = move |key: Key| key.get(lang.get());
    let ask = move |what: Then| {
        then.set(Some(what));
        if code.get_untracked() == Code::Failed {
            fetch();
        }
        free_now();
    };
    let home = move |_| {
        if names.with_untracked(Vec::is_empty) && typed.with_untracked(|t| t.trim().is_empty()) {
            saves::go_home();
        } else {
            ask(Then::Home);
        }
    };
    let edit = move |edit: Edit| {
        names.update(|n| match edit {
            Edit::Add(name) => n.push(name),
            Edit::Rename(i, name) => {
                if let Some(p) = n.get_mut(i) {
                    *p = name;
                }
            }
            Edit::Swap(i, j) => {
                if i < n.len() && j < n.len() {
                    n.swap(i, j);
                }
            }
            Edit::Remove(i) => {
                if i < n.len() {
                    n.remove(i);
                }
            }
        });
        free_now();
    };
    view! {
        <BarFrame
            lang=lang
            title=Signal::derive(move || t(Key::QbSetupTitle).to_string())
            phase=Signal::derive(move || t(Key::QbStageSetup).to_string())
            home=home
            can_undo=false
            can_redo=false
            on_history=false
            undo=|_| {}
            redo=|_| {}
            history=move |_| ask(Then::History)
        />
        <SetupSteps
            lang=lang
            current=SetupStep::Players
            go=move |s: SetupStep| {
                if s != SetupStep::Players {
                    ask(Then::Step(s));
                }
            }
        />
        <main class="screen qb-setup" data-testid="qb-setup" data-first-screen="">
            <PlayersAndSeats lang=lang names=names new_name=typed edit=edit />
            {move || match code.get() {
                Code::Failed => Some(view! {
                    <div class="later-loading later-failed" role="alert" data-testid="page-load-failed">
                        <p>{t(Key::QbSetupLoadFailed)}</p>
                        <button class="btn" on:click=move |_| fetch()>{t(Key::TryAgain)}</button>
                    </div>
                }.into_any()),
                Code::Coming if then.with(Option::is_some) => Some(view! {
                    <p class="later-loading" role="status" data-testid="qb-setup-loading">{t(Key::ScreenLoading)}</p>
                }.into_any()),
                Code::Coming => None,
            }}
            <button
                class="button button--primary qb-next"
                data-testid="qb-next"
                on:click=move |_| ask(Then::Step(SetupStep::Deal))
            >
                {move || t(Key::QbNext)}
            </button>
        </main>
    }
}
