//! The rules of Quinte-bourg (seed 004): a game-master-run hidden-role game, as a
//! [`table::Ruleset`].
//!
//! The game is its setup command plus the MJ's commands; the state is their fold. Every
//! computed result (who is where, the victim, the winners) is a suggestion the MJ confirms or
//! overrides with a logged command; a refused command changes nothing and says why in French
//! and English. `docs/quintebourg.md` maps the seed's lines to the modules.
//!
//! - [`model`]: camps, cards, specialties, offices, powers, long actions;
//! - [`options`]: the MJ's options with their defaults (`TABLE.md` §11);
//! - [`state`]: the state; [`command`]: the commands; [`event`]: what happened;
//! - [`setup`]: setup, warnings, the Lovers; [`calendar`]: weekdays, parity, weeks;
//! - [`night`]: the night's steps and who is where; [`attack`]: the attack;
//! - [`death`]: deaths, coins of the dead, ghost / spirit / legacy;
//! - [`day`]: gifts, marriages, sessions, law, pardon, Collectors, the richest;
//! - [`offices`]: successions, rotation, swaps; [`invoke`]: invoked powers;
//! - [`victory`]: when the game stops and who wins; [`error`]: refusals;
//! - [`public`]: links, files and the public view of the village.

pub mod apply;
pub mod attack;
pub mod calendar;
pub mod card_text;
pub mod command;
pub mod day;
pub mod death;
pub mod describe;
pub mod error;
pub mod event;
pub mod fuzz;
pub mod game;
pub mod invoke;
pub mod model;
pub mod names;
pub mod night;
pub mod offices;
pub mod options;
pub mod public;
pub mod sample;
pub mod setup;
pub mod state;
pub mod victory;

pub use command::Command;
pub use error::QbError;
pub use event::Event;
pub use game::{Game, QbConfig, QbGame, Quintebourg};
pub use state::State;
