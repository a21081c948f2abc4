//! The rules as the page's first screens reach them: through [`Rules`], a table of the engine's
//! entry points (applying a command, tonight's sheet, undo, a stored game read, files, links,
//! scripts), so that the code behind them is not in the page's main WebAssembly. Writing a game
//! (`crate::persist::game_text`) stays in the main module: a new game is written before the
//! rules come.
//!
//! Built with the `split` feature (`scripts/build-split.sh`), the table is a split point of its
//! own (`rules` in `main.rs`): the engine with every ability, serde's readers of a stored game
//! and the link and file readers land in a WebAssembly chunk. The players' screen of a new game
//! is drawn without waiting for it, and fetches it once painted; a page that opens a stored game,
//! a link or a file fetches it at once and waits for it first (`crate::ui::mount`).
//! Built otherwise (Trunk, the tests), the table is there from the start.
//!
//! Until the rules have come, [`run`] keeps what needs them and does it, in order, when they do:
//! a name typed on the players' screen before then is added (and saved) when they come.

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll, Waker};

use crate::engine::command::Command;
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::game::Game;
use crate::engine::night::NightStep;
use crate::engine::state::GameState;
use crate::engine::BotcGame;
use crate::i18n::Lang;
use crate::persist::{self, GameSummary, LoadError, UiState};
use crate::share::script_import::ImportedScript;
use crate::share::{ShareError, Shared};

/// A stored game as the screens take it: the game, its screens' state, the number of its write.
pub type Stored = (Game, UiState, u64);

/// What waits for the rules.
type Waiting = Vec<Box<dyn FnOnce(Rules)>>;

/// The engine's entry points the page calls (each a plain function of the engine crates or of
/// [`crate::persist`], named after what it does for the screens).
#[derive(Clone, Copy)]
pub struct Rules {
    /// [`Game::apply`]: the command checked and applied, or the engine's refusal.
    pub apply: fn(&mut Game, Command) -> Result<Vec<Event>, RuleError>,
    /// Whether the Storyteller may force this refused command.
    pub can_override: fn(&Game, &Command) -> bool,
    /// A refusal in plain words.
    pub refusal: fn(&RuleError, Lang) -> String,
    /// Tonight's sheet.
    pub sheet: fn(&GameState) -> Vec<NightStep>,
    /// Takes back the last decision (`crate::ui::store::undo_decision`).
    pub undo_decision: fn(&mut Game) -> bool,
    /// Puts back what the last undo took back (`crate::ui::store::redo_decision`).
    pub redo_decision: fn(&mut Game) -> bool,
    /// Takes back every command after the first `len`.
    pub undo_to: fn(&mut Game, usize) -> bool,
    /// A command as the history says it.
    pub describe: fn(&Command, &GameState, Lang) -> String,
    /// The game rebuilt under another name (its log replayed).
    pub renamed: fn(&Game, &str) -> Option<Game>,
    /// A stored game, its screens' state and the number of its write.
    pub load_game: fn(&str) -> Result<Option<Stored>, LoadError>,
    /// Whether a stored game's text reads and replays (the journal's check at start).
    pub check_stored: fn(&str, &str) -> Result<(), LoadError>,
    /// A stored game's line in the list of games, from its text (the list rebuilt).
    pub stored_line: fn(&str, &str, &str, f64) -> Option<GameSummary>,
    /// The game as a file: its name on this day, and its text.
    pub export_file: fn(&Game, &str) -> (String, String),
    /// A game read from a file.
    pub import_file: fn(&str) -> Result<Game, ShareError>,
    /// A link read.
    pub decode_link: fn(&str) -> Result<Shared, ShareError>,
    /// A script read from its JSON.
    pub parse_script: fn(&str, Lang) -> Result<ImportedScript, String>,
}

impl Rules {
    /// The engine's functions themselves.
    pub const DIRECT: Rules = Rules {
        apply: |game, cmd| game.apply(cmd),
        can_override: |game, cmd| game.can_override(cmd),
        refusal: |err, lang| err.message(lang),
        sheet: crate::engine::night::sheet,
        undo_decision: crate::ui::store::undo_decision,
        redo_decision: crate::ui::store::redo_decision,
        undo_to: |game, len| {
            let mut done = false;
            while game.log().len() > len && game.undo() {
                done = true;
            }
            done
        },
        describe: |cmd, state, lang| cmd.describe(state, lang),
        renamed: |game, name| {
            let config = crate::engine::game::GameConfig {
                name: name.to_string(),
                ..game.config().clone()
            };
            let redo = game.redo_stack().to_vec();
            Game::from_log(config, game.log().to_vec())
                .ok()
                .map(|g| g.with_redo(redo))
        },
        load_game: |id| {
            Ok(
                persist::load_game::<persist::StoredGame>(id)?.map(|stored| {
                    let seq = stored.seq;
                    let (game, ui) = persist::restore(stored);
                    (game, ui, seq)
                }),
            )
        },
        check_stored: |key, text| persist::parse::<persist::StoredGame>(key, text).map(|_| ()),
        stored_line: persist::botc_line,
        export_file: |game, day| {
            (
                crate::share::dated_file_name(game, day),
                crate::share::export_json(game),
            )
        },
        import_file: crate::share::import_json,
        decode_link: crate::share::decode_link,
        parse_script: |text, lang| {
            crate::share::parse_script(text).map_err(|err| err.message(lang))
        },
    };
}

thread_local! {
    static RULES: Cell<Option<Rules>> = const { Cell::new(None) };
    static WAITING: RefCell<Waiting> = const { RefCell::new(Vec::new()) };
    static WAKERS: RefCell<Vec<Waker>> = const { RefCell::new(Vec::new()) };
    static FETCHING: Cell<bool> = const { Cell::new(false) };
}

/// The rules, once they have come.
pub fn now() -> Option<Rules> {
    RULES.with(Cell::get)
}

/// The rules, on a path the page takes only once they have come (a stored game opened, a link,
/// a file: `crate::ui::mount` waits for them before showing those).
pub fn get() -> Rules {
    now().expect("the rules are loaded before a stored game, a link or a file is read")
}

/// Does `f` with the rules: now when they are here, else as soon as they come (in the order
/// asked).
pub fn run(f: impl FnOnce(Rules) + 'static) {
    match now() {
        Some(rules) => f(rules),
        None => WAITING.with(|w| w.borrow_mut().push(Box::new(f))),
    }
}

/// The rules, once they have come (at once when they are here).
pub fn ready() -> impl Future<Output = Rules> {
    struct Ready;
    impl Future for Ready {
        type Output = Rules;
        fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Rules> {
            match now() {
                Some(rules) => Poll::Ready(rules),
                None => {
                    WAKERS.with(|w| w.borrow_mut().push(cx.waker().clone()));
                    Poll::Pending
                }
            }
        }
    }
    Ready
}

/// Fetches the rules with `load` (the page's split point) and keeps them; a fetch that fails
/// (offline before they were kept) is tried again every three seconds, what waits for them
/// waiting on. When they are here, or on their way already, this waits for them only.
pub async fn fetch(load: impl Fn() -> crate::ui::later::Load<Rules>) {
    if FETCHING.with(|f| f.replace(true)) {
        ready().await;
        return;
    }
    while now().is_none() {
        match load().await {
            Ok(rules) => arrived(rules),
            Err(crate::ui::later::Unloaded) => sleep_ms(3000).await,
        }
    }
}

async fn sleep_ms(ms: i32) {
    let promise = web_sys::js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// The rules have come: kept, and everything waiting for them done.
pub fn arrived(rules: Rules) {
    RULES.with(|r| r.set(Some(rules)));
    for waker in WAKERS.with(|w| std::mem::take(&mut *w.borrow_mut())) {
        waker.wake();
    }
    loop {
        let next = WAITING.with(|w| {
            let mut w = w.borrow_mut();
            (!w.is_empty()).then(|| w.remove(0))
        });
        match next {
            Some(f) => f(rules),
            None => break,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    #[test]
    fn what_waits_for_the_rules_is_done_in_order_when_they_come() {
        // Each test runs on a thread of its own: no rules here yet.
        assert!(now().is_none());
        let done = Rc::new(RefCell::new(Vec::new()));
        for n in [1, 2] {
            let done = done.clone();
            run(move |_| done.borrow_mut().push(n));
        }
        assert!(
            done.borrow().is_empty(),
            "nothing is done before the rules come"
        );
        let mut coming = Box::pin(ready());
        let mut cx = Context::from_waker(Waker::noop());
        assert!(coming.as_mut().poll(&mut cx).is_pending());

        arrived(Rules::DIRECT);
        assert_eq!(*done.borrow(), vec![1, 2], "done in the order asked");
        assert!(coming.as_mut().poll(&mut cx).is_ready());
        let later = done.clone();
        run(move |_| later.borrow_mut().push(3));
        assert_eq!(*done.borrow(), vec![1, 2, 3], "at once once they are here");
    }

    #[test]
    fn the_rules_table_applies_the_engine() {
        use crate::engine::game::GameConfig;
        let rules = Rules::DIRECT;
        let mut game = Game::new(GameConfig::default());
        (rules.apply)(&mut game, Command::AddPlayer { name: "Ada".into() }).unwrap();
        assert_eq!(game.state().seats[0].name, "Ada");
        let refused = (rules.apply)(&mut game, Command::StartGame).unwrap_err();
        assert!(!(rules.refusal)(&refused, Lang::En).is_empty());
        assert!((rules.undo_decision)(&mut game));
        assert!(game.state().seats.is_empty());
        assert!((rules.redo_decision)(&mut game));
        assert_eq!(game.state().seats.len(), 1);
    }
}
