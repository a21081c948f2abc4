//! What every game Grimoire runs shares, whatever its rules.
//!
//! - [`Ruleset`]: what a game's rules provide (commands, state, how a command applies, how it is
//!   told in words, how an older log is read);
//! - [`Game`]: a configuration and an append-only log of commands; the state is the fold of the
//!   log, undo replays it from kept states, and the saved form carries the ruleset's id and log
//!   version;
//! - [`rng::Rng`]: the seeded generator behind every suggestion;
//! - [`envelope`]: the prefix, compression and encoding of every link, with their bounds, and
//!   [`qr`], a link's QR code;
//! - [`player_card`]: a player's card link (`c1.`), what one player is shown, for their own
//!   phone;
//! - [`fuzz`]: the mutations every game's decoder fuzzing draws from;
//! - [`harness`]: the checks every scenario step gets (JSON round trip, refusal changes
//!   nothing, undo and redo, save and load);
//! - [`Lang`]: the two languages of the interface.
//!
//! No web or UI crate is used here: the crate compiles natively and is tested by `cargo test`.

pub mod envelope;
pub mod fuzz;
pub mod game;
pub mod harness;
pub mod lang;
pub mod player_card;
pub mod qr;
pub mod rng;
pub mod ruleset;

pub use game::{replay, Game, CHECKPOINT_EVERY};
pub use lang::Lang;
pub use rng::Rng;
pub use ruleset::Ruleset;
