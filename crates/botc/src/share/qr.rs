//! The QR code of a game's link: the core's ([`table::qr`]), with this game's error.

use qrcode::QrCode;

use super::error::ShareError;

pub use table::qr::{QrSvg, QUIET_ZONE};

/// The QR code of `link` (at level M, or L when M cannot hold it).
pub fn qr_code(link: &str) -> Result<QrCode, ShareError> {
    table::qr::qr_code(link).map_err(|e| ShareError::QrTooLong { len: e.len })
}

/// The QR code of `link` as an SVG about a phone's width.
pub fn qr_svg(link: &str) -> Result<QrSvg, ShareError> {
    table::qr::qr_svg(link).map_err(|e| ShareError::QrTooLong { len: e.len })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::{codec, game_link, sample};

    /// Reads the code back the way a camera would: modules drawn as pixels, quiet zone
    /// included, then detected and decoded by an independent reader.
    fn scan(code: &QrCode) -> String {
        let scale = 4;
        let n = code.width();
        let colors = code.to_colors();
        let side = (n + 2 * QUIET_ZONE as usize) * scale;
        let q = QUIET_ZONE as usize;
        let mut img = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
            let (mx, my) = (x / scale, y / scale);
            if mx < q || my < q || mx >= n + q || my >= n + q {
                return 255;
            }
            match colors[(my - q) * n + (mx - q)] {
                qrcode::Color::Dark => 0,
                qrcode::Color::Light => 255,
            }
        });
        let grids = img.detect_grids();
        assert_eq!(grids.len(), 1);
        grids[0].decode().expect("the code decodes").1
    }

    #[test]
    fn game_links_scan_back_exactly() {
        for players in [5, 10, 15, 20] {
            let game = sample::realistic_game(players, 3, 11);
            let link = codec::link("https://grimoire.example/", &game_link::encode_game(&game));
            let code = qr_code(&link).unwrap();
            assert_eq!(scan(&code), link, "{players} players");
            let svg = qr_svg(&link).unwrap();
            assert!(svg.svg.starts_with("<svg"));
            assert!(svg.svg.ends_with("</svg>"));
            assert!(svg.size_px >= 250 && svg.size_px <= 400, "{}", svg.size_px);
        }
    }

    #[test]
    fn too_long_for_a_qr_code() {
        let long = "a".repeat(5000);
        assert_eq!(qr_svg(&long), Err(ShareError::QrTooLong { len: 5000 }));
    }
}
