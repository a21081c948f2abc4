//! The phone's Back button closes what is open on top (a sheet, a card) instead of leaving the
//! app.
//!
//! A sheet calls [`close_on_back`] (or renders [`BackCloses`]) while it is on the page: that
//! adds an entry to the browser's history, and Back, which takes it away again (`popstate`),
//! closes the sheet. A sheet closed otherwise (its ✕, the scrim) takes its own entry back, so
//! the history holds one entry per open sheet and Back after the last one leaves as before.
//! What a player holds ([`keep_on_back`]: a card shown to a player, the cover) stays: Back does
//! nothing while it is up, so a player cannot uncover the grimoire with it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// What Back does to one open entry.
#[derive(Clone)]
enum OnBack {
    /// Closes it.
    Close(Rc<dyn Fn()>),
    /// Nothing: the entry is put back.
    Keep,
    /// Already closed by other means; its history entry is still to be taken back.
    Gone,
}

/// One open sheet or card.
struct Entry {
    id: u64,
    on_back: OnBack,
    /// Whether its history entry is pushed yet (pushes wait while the app's own step back
    /// is under way: the browser would take the new entry back instead of the old one).
    pushed: bool,
}

thread_local! {
    /// The open entries, the top one last.
    static OPEN: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u64> = const { Cell::new(1) };
    /// Steps back the app asked for (`history.go`) whose `popstate` has not come yet.
    static GOING_BACK: Cell<u32> = const { Cell::new(0) };
    static LISTENING: Cell<bool> = const { Cell::new(false) };
}

fn history() -> Option<web_sys::History> {
    web_sys::window()?.history().ok()
}

/// Listens to `popstate` once for the whole app.
fn listen() {
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let on_pop = Closure::<dyn Fn()>::new(on_pop);
    if let Some(window) = web_sys::window() {
        let _ =
            window.add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref());
    }
    on_pop.forget();
}

fn on_pop() {
    let ours = GOING_BACK.with(|g| {
        let n = g.get();
        if n > 0 {
            g.set(n - 1);
        }
        n > 0
    });
    if !ours {
        // Back took the top pushed entry away.
        let top = OPEN.with(|open| {
            let mut open = open.borrow_mut();
            let at = open.iter().rposition(|e| e.pushed)?;
            let entry = open.remove(at);
            Some(entry)
        });
        match top {
            Some(Entry {
                on_back: OnBack::Close(close),
                ..
            }) => close(),
            Some(Entry {
                id,
                on_back: OnBack::Keep,
                ..
            }) => OPEN.with(|open| {
                open.borrow_mut().push(Entry {
                    id,
                    on_back: OnBack::Keep,
                    pushed: false,
                })
            }),
            _ => {}
        }
    }
    sync();
}

/// Brings the history in line with the open entries: closed entries on top are taken back,
/// new ones pushed, never both at once.
fn sync() {
    if GOING_BACK.with(Cell::get) > 0 {
        return;
    }
    let Some(history) = history() else {
        return;
    };
    let steps = OPEN.with(|open| {
        let mut open = open.borrow_mut();
        open.retain(|e| e.pushed || !matches!(e.on_back, OnBack::Gone));
        let mut steps = 0;
        while open
            .last()
            .is_some_and(|e| matches!(e.on_back, OnBack::Gone))
        {
            open.pop();
            steps += 1;
        }
        steps
    });
    if steps > 0 {
        if history.go_with_delta(-steps).is_ok() {
            GOING_BACK.with(|g| g.set(g.get() + 1));
        }
        return;
    }
    OPEN.with(|open| {
        for entry in open.borrow_mut().iter_mut().filter(|e| !e.pushed) {
            let _ = history.push_state(&JsValue::from_f64(entry.id as f64), "");
            entry.pushed = true;
        }
    });
}

fn open_entry(on_back: OnBack) {
    listen();
    let id = NEXT.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    });
    OPEN.with(|open| {
        open.borrow_mut().push(Entry {
            id,
            on_back,
            pushed: false,
        })
    });
    sync();
    on_cleanup(move || closed(id));
}

/// The entry `id` left the page. If Back closed it, it is already gone; otherwise its history
/// entry is taken back once nothing above it is open.
fn closed(id: u64) {
    let found = OPEN.with(|open| {
        let mut open = open.borrow_mut();
        let entry = open.iter_mut().find(|e| e.id == id);
        entry.map(|e| e.on_back = OnBack::Gone).is_some()
    });
    if found {
        sync();
    }
}

/// While the calling component is on the page, Back runs `close` (which should take it off).
pub fn close_on_back(close: impl Fn() + 'static) {
    open_entry(OnBack::Close(Rc::new(close)));
}

/// While the calling component is on the page, Back does nothing.
pub fn keep_on_back() {
    open_entry(OnBack::Keep);
}

/// [`close_on_back`] as a component, for markup shown by a closure.
#[component]
pub fn BackCloses(#[prop(into)] close: Callback<()>) -> impl IntoView {
    close_on_back(move || close.run(()));
}
