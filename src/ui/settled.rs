//! Values worked out from the game once per command, each held in a signal of its own that is
//! set only when the value changes.
//!
//! Why not a memo: in Leptos' reactive graph, a change of the game marks every memo read from it
//! for checking, and every memo and view downstream of those, however far: each view is then
//! woken (a task of its own), polled, and asks its memos whether they changed. The board's
//! list of seats, whose positions every token and its reminders follow, thus woke forty views
//! with twenty players at every tap (and the phase, most of the screen), to find that nothing
//! they show had changed.
//! A settled value stops that walk at itself: the game wakes one effect, which works the value
//! out and compares it; the views that read it are woken only when it changed.
//!
//! The price: the effect runs a little after the game changed (in the same task, before the
//! frame is drawn), so a view that reads both the game and a settled value may run once with
//! the new game and the value of before, then once more. Use it for values with many readers.

use leptos::prelude::*;

/// A value of `f` (which reads signals, tracked), kept in a signal that is set only when the
/// value differs from the one held (by `==`).
pub fn settled<T>(f: impl Fn() -> T + 'static) -> ReadSignal<T>
where
    T: PartialEq + Send + Sync + 'static,
{
    settled_by(f, |a, b| a == b)
}

/// [`settled`], with the comparison given (`same`: true when two values show the same).
pub fn settled_by<T>(f: impl Fn() -> T + 'static, same: fn(&T, &T) -> bool) -> ReadSignal<T>
where
    T: Send + Sync + 'static,
{
    let (read, write) = signal(untrack(&f));
    Effect::new(move |_| {
        let next = f();
        if !read.with_untracked(|held| same(held, &next)) {
            write.set(next);
        }
    });
    read
}
