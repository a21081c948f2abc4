//! Sharing a game with no server: links and QR codes, game files, the public town square and
//! custom scripts. Pure Rust with no web crate, tested natively; the screens call these
//! functions (`docs/share-format.md` describes every format).
//!
//! - a game link (`g1.`): the whole game in a URL fragment ([`encode_game`], [`decode_game`]),
//!   with a [`GamePreview`] for the import dialog and [`relation`] to an already stored game;
//! - the public town square (`t2.`; `t1.` still read): [`town_square`] keeps only what players may see
//!   ([`encode_town_square`], [`decode_town_square`]);
//! - [`qr_svg`]: the QR code of a link;
//! - game files: [`export_json`], [`import_json`];
//! - custom scripts in the official script tool's format: [`parse_script`];
//! - the players' handout (`h1.`): the script, its jinxes and night order, the Fabled and Loric
//!   in play ([`encode_handout`], [`decode_handout`], [`handout::sheet`]);
//! - [`decode_link`] for a link of any kind.
//!
//! Every decoder refuses bad input with a [`ShareError`] (English and French messages) and never
//! panics; a decoded game is replayed through the engine before it is accepted.

pub mod codec;
pub mod error;
pub mod file;
#[cfg(not(target_arch = "wasm32"))]
pub mod fuzz;
pub mod game_link;
pub mod handout;
pub mod preview;
pub mod qr;
pub mod sample;
pub mod script_import;
pub mod town_square;
pub mod wire;

pub use codec::{link, LinkKind, MAX_FILE, MAX_INPUT};
pub use error::ShareError;
pub use file::{dated_file_name, export_json, file_name, import_json};
pub use game_link::{decode_game, encode_game};
pub use handout::{decode_handout, encode_handout, handout, Handout};
pub use preview::{relation, GamePreview, Relation};
pub use qr::{qr_svg, QrSvg};
pub use script_import::{parse_script, unknown_list, ImportedScript};
pub use town_square::{
    decode_town_square, encode_town_square, town_square, PublicNomination, PublicPhase, PublicSeat,
    TownSquare,
};

use crate::game::Game;

/// What a link carries, once decoded.
#[derive(Debug, Clone)]
pub enum Shared {
    /// A whole game, replayed and legal.
    Game(Box<Game>),
    /// A public town square.
    TownSquare(TownSquare),
    /// The players' handout of a script.
    Handout(Box<Handout>),
}

/// Decodes a link of either kind (a whole URL, a `#fragment` or the bare payload).
pub fn decode_link(text: &str) -> Result<Shared, ShareError> {
    match codec::kind_of(text)? {
        LinkKind::Game => decode_game(text).map(|g| Shared::Game(Box::new(g))),
        LinkKind::TownSquare => decode_town_square(text).map(Shared::TownSquare),
        LinkKind::Handout => decode_handout(text).map(|h| Shared::Handout(Box::new(h))),
    }
}
