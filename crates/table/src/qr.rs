//! The QR code of a link, drawn as SVG to be scanned from another phone's screen (any game's
//! link).
//!
//! Error correction M (15 %): a screen shown to a camera is clean, so the higher levels would
//! only make the code denser; L is used only when a long link does not fit at M. The 4-module
//! quiet zone the standard asks for is included, and the default size is about 330 CSS pixels,
//! the width of a phone screen with a margin (the SVG scales if the page sets another width).

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode, Version};

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

/// A link too long for any QR code (`len` bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QrTooLong {
    pub len: usize,
}

/// The QR code of `link` (at level M, or L when M cannot hold it).
pub fn qr_code(link: &str) -> Result<QrCode, QrTooLong> {
    QrCode::with_error_correction_level(link, EcLevel::M)
        .or_else(|_| QrCode::with_error_correction_level(link, EcLevel::L))
        .map_err(|_| QrTooLong { len: link.len() })
}

/// The QR code of `link` as an SVG about [`TARGET_PX`] wide.
pub fn qr_svg(link: &str) -> Result<QrSvg, QrTooLong> {
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

    #[test]
    fn a_link_becomes_an_svg_about_a_phone_wide() {
        let svg = qr_svg("https://grimoire.example/#g2.AAAA").unwrap();
        assert!(svg.svg.starts_with("<svg") && svg.svg.ends_with("</svg>"));
        assert!(svg.size_px >= 250 && svg.size_px <= 400, "{}", svg.size_px);
        assert_eq!(
            svg.modules,
            qr_code("https://grimoire.example/#g2.AAAA")
                .unwrap()
                .width()
        );
        assert_eq!(qr_svg(&"a".repeat(5000)), Err(QrTooLong { len: 5000 }));
    }
}
