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

thread_local! {
    /// The open entries, the top one last.
    static OPEN: RefCell<Vec<(u64, OnBack)>> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u64> = const { Cell::new(1) };
    /// `popstate` events caused by the app's own `history.go`, to let pass.
    static SKIP: Cell<u32> = const { Cell::new(0) };
    static LISTENING: Cell<bool> = const { Cell::new(false) };
}

fn history() -> Option<web_sys::History> {
    web_sys::window()?.history().ok()
}

fn push_entry(id: u64) {
    if let Some(h) = history() {
        let _ = h.push_state(&JsValue::from_f64(id as f64), "");
    }
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
    if SKIP.with(|s| {
        let n = s.get();
        if n > 0 {
            s.set(n - 1);
        }
        n > 0
    }) {
        return;
    }
    let top = OPEN.with(|open| open.borrow_mut().pop());
    match top {
        Some((_, OnBack::Close(close))) => close(),
        Some((id, OnBack::Keep)) => {
            OPEN.with(|open| open.borrow_mut().push((id, OnBack::Keep)));
            push_entry(id);
        }
        // Went back past an entry already closed: look at the one below.
        Some((_, OnBack::Gone)) => on_pop(),
        None => {}
    }
}

fn open_entry(on_back: OnBack) {
    listen();
    let id = NEXT.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    });
    OPEN.with(|open| open.borrow_mut().push((id, on_back)));
    push_entry(id);
    on_cleanup(move || closed(id));
}

/// The entry `id` left the page. If Back closed it, it is already gone; otherwise its history
/// entry is taken back (with any closed ones under it) once it is the top one.
fn closed(id: u64) {
    let steps = OPEN.with(|open| {
        let mut open = open.borrow_mut();
        let Some(at) = open.iter().position(|(i, _)| *i == id) else {
            return 0;
        };
        open[at].1 = OnBack::Gone;
        let mut steps = 0;
        while matches!(open.last(), Some((_, OnBack::Gone))) {
            open.pop();
            steps += 1;
        }
        steps
    });
    if steps > 0 {
        if let Some(h) = history() {
            SKIP.with(|s| s.set(s.get() + 1));
            if h.go_with_delta(-steps).is_err() {
                SKIP.with(|s| s.set(s.get() - 1));
            }
        }
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
