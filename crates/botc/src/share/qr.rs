//! The QR code of a link, drawn as SVG to be scanned from another phone's screen.
//!
//! Error correction M (15 %): a screen shown to a camera is clean, so the higher levels would
//! only make the code denser; L is used only when a long link does not fit at M. The 4-module
//! quiet zone the standard asks for is included, and the default size is about 330 CSS pixels,
//! the width of a phone screen with a margin (the SVG scales if the page sets another width).

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode, Version};

use super::error::ShareError;

/// The width in CSS pixels the SVG aims at.
const TARGET_PX: u32 = 330;
/// The smallest module drawn, in CSS pixels (6 device pixels on a 3× phone screen).
const MIN_MODULE_PX: u32 = 2;
/// Modules of white around the code (the QR standard's quiet zone).
pub const QUIET_ZONE: u32 = 4;

/// A QR code ready to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrSvg {
    /// The SVG document (no XML prolog, so it can be put inline in the page).
    pub svg: String,
    /// The QR version (1–40).
    pub version: i16,
    /// Modules per side, without the quiet zone.
    pub modules: usize,
    /// The SVG's width and height in CSS pixels, quiet zone included.
    pub size_px: u32,
}

/// The QR code of `link` (at level M, or L when M cannot hold it).
pub fn qr_code(link: &str) -> Result<QrCode, ShareError> {
    QrCode::with_error_correction_level(link, EcLevel::M)
        .or_else(|_| QrCode::with_error_correction_level(link, EcLevel::L))
        .map_err(|_| ShareError::QrTooLong { len: link.len() })
}

/// The QR code of `link` as an SVG about [`TARGET_PX`] wide.
pub fn qr_svg(link: &str) -> Result<QrSvg, ShareError> {
    let code = qr_code(link)?;
    let modules = code.width();
    let total = modules as u32 + 2 * QUIET_ZONE;
    let module_px = (TARGET_PX / total).max(MIN_MODULE_PX);
    let raw = code
        .render::<svg::Color>()
        .quiet_zone(true)
        .module_dimensions(module_px, module_px)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .build();
    let svg = match raw.find("<svg") {
        Some(i) => raw[i..].to_string(),
        None => raw,
    };
    let version = match code.version() {
        Version::Normal(v) | Version::Micro(v) => v,
    };
    Ok(QrSvg {
        svg,
        version,
        modules,
        size_px: total * module_px,
    })
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
