//! Our own token glyphs: one small pictogram per official character (the three editions, their
//! Travellers, the characters published since, the Fabled and the Loric), drawn for Grimoire as
//! SVG path data on a 24×24 grid, and the marks the board puts on a token (drunk, poisoned, safe
//! from the Demon, red herring).
//!
//! A glyph is two paths: `line` is stroked (round caps and joins, width set by the stylesheet),
//! `fill` is filled (dots, eyes). Both are drawn in the ink colour of the token. This is data,
//! like the character table: screens ask [`glyph`] for a character id and never name one.

/// One pictogram on a 24×24 grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Glyph {
    /// The stroked outline.
    pub line: &'static str,
    /// The filled details ("" for none).
    pub fill: &'static str,
}

const fn g(line: &'static str, fill: &'static str) -> Glyph {
    Glyph { line, fill }
}

/// The glyph of every official character, by id.
pub const GLYPHS: &[(&str, Glyph)] = &[
    // Trouble Brewing
    ("washerwoman", g("M8 4 3 7l2 4 3-1v10h8V10l3 1 2-4-5-3q-4 3-8 0z", "")),
    ("librarian", g("M12 6C9 4 5 4 3 5v14c2-1 6-1 9 1 3-2 7-2 9-1V5c-2-1-6-1-9 1zv14", "")),
    ("investigator", g("M4 10a6 6 0 1 0 12 0 6 6 0 1 0-12 0m10.5 4.5L21 21", "")),
    ("chef", g("M7 20v-6C3 13 4 7 8 8c0-5 8-5 8 0 4-1 5 5 1 6v6zm0-3h10", "")),
    ("empath", g("M12 20C4 14 3 10 3 8c0-3 2-5 4.5-5 2 0 3.5 1 4.5 3 1-2 2.5-3 4.5-3C19 3 21 5 21 8c0 2-1 6-9 12zM6 11h3l1.5-2 2 5 1.5-3H18", "")),
    ("fortuneteller", g("M5 10a7 7 0 1 0 14 0 7 7 0 1 0-14 0m2 11h10l-2-4H9z", "M9 8.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0")),
    ("undertaker", g("M12 3v11M9 3h6m-7 11h8v3c0 3-2 4-4 4s-4-1-4-4z", "")),
    ("monk", g("M12 3C7 3 6 8 6 12v9h12v-9c0-4-1-9-6-9zm-3 10c0-4 6-4 6 0v2H9zm3 2v6", "")),
    ("ravenkeeper", g("M21 8.5 17 7c-1-3-5-3-6 0L3 19h5l-1 3 4-4c5-1 7-4 6-8z", "M13.2 7.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("virgin", g("M12 12C8 10 7 5 9 3c1 3 2 4 3 5 1-1 2-2 3-5 2 2 1 7-3 9zm0 0v9m0-4c-2-2-4-2-5-1m5 1c2-2 4-2 5-1", "")),
    ("slayer", g("M4 20 20 4m-6 0h6v6M4 20v-5m0 5h5m-5-5 3 2m2 3-2-3", "")),
    ("soldier", g("M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z", "")),
    ("mayor", g("M8 3l4 7 4-7M7 15a5 5 0 1 0 10 0 5 5 0 1 0-10 0", "M10.5 15a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0")),
    ("butler", g("M4 17h16M6 17c0-7 3-9 6-9s6 2 6 9m-6-9V6m-2 0h4M3 20h18", "")),
    ("drunk", g("M6 9h9v11H6zm9 3h3v5h-3M6 9c-2-4 3-6 5-4 2-2 6 0 4 4", "")),
    ("recluse", g("M4 11l8-7 8 7v9H4zm6 9v-5h4v5", "")),
    ("saint", g("M7 4.5a5 2 0 1 0 10 0 5 2 0 1 0-10 0m1.5 7a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0M5 21c0-4 3-5 7-5s7 1 7 5", "")),
    ("poisoner", g("M10 3h4m-3.5 0v5L6 14v5q0 2 2 2h8q2 0 2-2v-5l-4.5-6V3", "M6.5 15h11v4l-1 1h-9l-1-1z")),
    ("spy", g("M2 12c3-6 17-6 20 0-3 6-17 6-20 0z", "M9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0")),
    ("scarletwoman", g("M3 12c3-4 6-4 9-2 3-2 6-2 9 2-3 5-15 5-18 0zm0 0h18", "")),
    ("baron", g("M7 17V5h10v12M3 18c5 2 13 2 18 0M7 13h10", "")),
    ("imp", g("M6 14a6 6 0 1 0 12 0 6 6 0 1 0-12 0m1.5-4L5 3l5.5 5m6 2L19 3l-5.5 5", "M9 13l2.5 1.5H9zm6 0-2.5 1.5H15z")),
    // Sects & Violets
    ("clockmaker", g("M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m9-5v5l4 2", "")),
    ("dreamer", g("M7 17c-4 0-4-6 0-6 0-5 7-6 9-2 4-1 6 3 4 6-1 1-1 2-3 2z", "M4.8 20a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0M2 22.5a.8.8 0 1 0 1.6 0 .8.8 0 1 0-1.6 0")),
    ("snakecharmer", g("M4 21c3 0 15-1 15-6S6 12 6 7c0-3 3-4 5-4s4 2 4 4m0 0 2 1m-2-1 2-1", "")),
    ("mathematician", g("M5 8h6M8 5v6m5-3h6M5 14l6 6m0-6-6 6m8-5h6m-6 4h6", "")),
    ("flowergirl", g("M9.5 5.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0M13 9a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0M9.5 12.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0M6 9a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0m6 6v6m0-2c-2 0-4-1-4-3", "")),
    ("towncrier", g("M3 10v4h3l11 6V4L6 10zm17-1c1 1 1 5 0 6", "")),
    ("oracle", g("M12 3l10 17H2zm-4 12c2-3 6-3 8 0-2 3-6 3-8 0z", "M10.8 15a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0")),
    ("savant", g("M9 17c0-3-3-4-3-8 0-4 3-6 6-6s6 2 6 6c0 4-3 5-3 8zm0 3h6", "")),
    ("seamstress", g("M4 20 16.5 7.5m0-2a2 2 0 1 0 4 0 2 2 0 1 0-4 0M20 7c2 6-10 6-10 13", "")),
    ("philosopher", g("M6 4l3 3h6l3-3v11c0 4-3 6-6 6s-6-2-6-6zm1.5 7a2 2 0 1 0 4 0 2 2 0 1 0-4 0m5 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0", "M12 13l-1 2h2z")),
    ("artist", g("M12 3C6 3 3 8 3 12c0 5 4 9 9 9 2 0 2-2 1-3s0-3 2-3h3c2 0 3-2 3-4 0-5-4-8-9-8z", "M6.5 10a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0m4-3a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0m4 2.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0m-8 5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0")),
    ("juggler", g("M6 13Q6 8 9.5 5.5M18 13q0-5-3.5-7.5M8 19h8", "M2.5 17a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0m7-12a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0m7 12a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0")),
    ("sage", g("M5 19C5 9 11 4 20 4c0 9-5 15-15 15zm0 0 9-9m-4 0v4m4-4h3", "")),
    ("mutant", g("M8 3c0 6 8 6 8 9s-8 3-8 9m8-18c0 6-8 6-8 9s8 3 8 9M9 5h6M9 19h6", "")),
    ("sweetheart", g("M6 9a6 6 0 1 0 12 0 6 6 0 1 0-12 0m6 0c0-2 3-2 3 0 0 3-6 3-6 0m3 6v7", "")),
    ("barber", g("M3 18a3 3 0 1 0 6 0 3 3 0 1 0-6 0m12 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0M8 16 17 3m-1 13L7 3", "")),
    ("klutz", g("M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m9-9-2 5 4 4-3 4 1 5", "")),
    ("eviltwin", g("M5 8.5a3 3 0 1 0 6 0 3 3 0 1 0-6 0m8 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0M2 20c0-5 3-7 6-7s6 2 6 7m-4 0c0-5 3-7 6-7s6 2 6 7", "")),
    ("witch", g("M3 19h18M6 19 11 5c1-3 4-3 5-1l-2 1 4 14M8 15h8", "")),
    ("cerenovus", g("M12 12a1.5 1.5 0 0 1 3 0 3 3 0 0 1-6 0 4.5 4.5 0 0 1 9 0 6 6 0 0 1-12 0 7.5 7.5 0 0 1 15 0", "")),
    ("pithag", g("M4 10h16M5 10c0 7 3 10 7 10s7-3 7-10M7 20l-1 2m11-2 1 2M8.5 6a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0m5-1.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0", "")),
    ("fanggu", g("M3 8c2 9 16 9 18 0-5 3-13 3-18 0zm4 1.5 2 7.5 2-6.5m2 0 2 6.5 2-7.5", "")),
    ("vigormortis", g("M7 21v-8h10v8M8 13V6m3 7V3m3 10V4m3 9 2-4M9 17h6", "")),
    ("nodashii", g("M6 11c0-8 12-8 12 0zm1 0c-1 4 2 6 0 10m4-10c0 4 2 6 1 10m4-10c-1 4 1 6-1 9", "M9 8a1 1 0 1 0 2 0 1 1 0 1 0-2 0m4 0a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("vortox", g("M3 4h18M5 8h15M7 12h11M9.5 16h7M12 20h3", "")),
    // Bad Moon Rising
    ("grandmother", g("M3 14a7 7 0 1 0 14 0 7 7 0 1 0-14 0m1-3c5 0 10 3 12 7M6 8c5 0 9 4 10 9m-1-7 7-7", "")),
    ("sailor", g("M12 6v15M8 10h8M4 14c0 5 4 7 8 7s8-2 8-7M2 16l2-2 2 2m12 0 2-2 2 2M10 4a2 2 0 1 0 4 0 2 2 0 1 0-4 0", "")),
    ("chambermaid", g("M3 6v14m0-5h18v5M3 11h5q2 0 2 2v2m0-3h11v3", "")),
    ("exorcist", g("M12 3v18M6 8h12", "")),
    ("innkeeper", g("M3 12a4 4 0 1 0 8 0 4 4 0 1 0-8 0m8 0h10m-4 0v4m3-4v3", "")),
    ("gambler", g("M4 6q0-2 2-2h12q2 0 2 2v12q0 2-2 2H6q-2 0-2-2z", "M6.5 8a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0m4 4a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0m4 4a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0")),
    ("gossip", g("M4 5h16v10h-9l-5 5v-5H4z", "M6.8 10a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0m4 0a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0m4 0a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0")),
    ("courtier", g("M7 3h10c0 6-2 9-5 9s-5-3-5-9zm5 9v7m-4 1h8", "")),
    ("professor", g("M2 9l10-5 10 5-10 5zm4 2v5c0 2 12 2 12 0v-5m4-2v6", "")),
    ("minstrel", g("M9 18V5l10-2v13", "M4.5 18a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0m10-2a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0")),
    ("tealady", g("M4 9h12v5c0 4-3 6-6 6s-6-2-6-6zm12 2h2c2 0 2 4 0 4h-2M8 3c-1 1 1 2 0 3m4-3c-1 1 1 2 0 3", "")),
    ("pacifist", g("M5 21V3m0 1c4-2 7 3 14 0v9c-7 3-10-2-14 0", "")),
    ("fool", g("M4 19h16M5 19c0-6-2-10-3-13 5 1 8 5 10 9 2-4 5-8 10-9-1 3-3 7-3 13", "M.5 5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0m20 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0")),
    ("tinker", g("M4 20l8-8m0 0c-2-4 1-9 6-8l-3 3 2 2 3-3c1 5-4 8-8 6", "")),
    ("moonchild", g("M15 3a9 9 0 1 0 6 12A7 7 0 0 1 15 3z", "")),
    ("goon", g("M3 9v6m3-9v12M18 6v12m3-9v6M6 12h12", "")),
    ("lunatic", g("M2 9c4-2 7-1 10 1 3-2 6-3 10-1 0 5-3 7-6 6-2 0-3-2-4-2s-2 2-4 2c-3 1-6-1-6-6z", "M6 11a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0m9 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0")),
    ("godfather", g("M2 16c6 3 14 3 20 0M6 16.5c0-7 1-10 3-10 1 0 2 1.5 3 1.5s2-1.5 3-1.5c2 0 3 3 3 10M6 13h12", "")),
    ("devilsadvocate", g("M12 4v16m-4 0h8M4 7h16M4 7l-2.5 6c1 2 4 2 5 0zm16 0-2.5 6c1 2 4 2 5 0z", "")),
    ("assassin", g("M12 2l2 3v10h-4V5zM7 15h10m-5 0v5", "M10.8 21a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0")),
    ("mastermind", g("M12 2v4m-2-2h4M9 10c0-3 6-3 6 0l-1 7h-4zm-2 11h10l-1-4H8z", "")),
    ("zombuul", g("M6 20V9c0-5 12-5 12 0v11M3 20h18M12 8v6m-2-4h4", "")),
    ("pukka", g("M8.5 14a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0m1.5-5.5a2 2 0 1 0 4 0 2 2 0 1 0-4 0M9 12 4 8m4.5 6H3m6 2-5 4m11-8 5-4m-4.5 6H21m-6 2 5 4", "")),
    ("shabaloth", g("M3 6c5-4 13-4 18 0v12c-5 4-13 4-18 0zm0 5 3 3 3-3 3 3 3-3 3 3 3-3", "")),
    ("po", g("M12 21c-5 0-7-4-6-8 1-3 3-4 3-8 3 2 4 4 4 6 1-1 2-2 2-4 3 3 4 7 3 10-1 3-3 4-6 4z", "")),
    // Travellers
    ("scapegoat", g("M8 8C4 6 3 3 5 2m11 6c4-2 5-5 3-6M8 8h8l-2 10c-1 2-3 2-4 0zm2 11 2 3 2-3", "")),
    ("gunslinger", g("M3 7h18v4H11l-1 2H8l-1 7H3l2-9H3z", "")),
    ("beggar", g("M3 12h18c0 5-4 8-9 8s-9-3-9-8zm6-6a3 3 0 1 0 6 0 3 3 0 1 0-6 0", "")),
    ("bureaucrat", g("M9 3h6v6c0 1-1 2-1 3h5v4H5v-4h5c0-1-1-2-1-3zM5 20h14", "")),
    ("thief", g("M9 7c-3 3-5 6-5 9 0 3 3 5 8 5s8-2 8-5c0-3-2-6-5-9zm0 0L7 3h10l-2 4", "")),
    ("apprentice", g("M21 3 11 13m0 0-6 1-2 7 7-2 1-6zM5 17l3-3m-1 5 3-3", "")),
    ("matron", g("M7 3v18m0-8h10v8M7 3h3", "")),
    ("judge", g("M4 20l8-8m-2.5-2.5 6-6 5 5-6 6zM3 21h8", "")),
    ("bishop", g("M7 21V10c0-4 5-8 5-8s5 4 5 8v11zm5-14v7m-2.5-4h5", "")),
    ("voudon", g("M9 6a3 3 0 1 0 6 0 3 3 0 1 0-6 0m0 4h6v7H9zm-4 2h14m-9 5-2 4m6-4 2 4m-1-18 5-2", "")),
    ("barista", g("M12 3c6 0 8 7 6 12s-10 7-12 2S6 3 12 3zm-2 2c4 4-1 9 4 15", "")),
    ("harlot", g("M12 20 3 11c3-6 15-6 18 0zm0 0L8 7m4 13V6m0 14 4-13", "")),
    ("butcher", g("M3 5h12v9H5q-2 0-2-2zm12 4h6", "M5 8a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("bonecollector", g("M7 7l10 10M3 7a2 2 0 1 0 4 0 2 2 0 1 0-4 0m2-2a2 2 0 1 0 4 0 2 2 0 1 0-4 0m10 14a2 2 0 1 0 4 0 2 2 0 1 0-4 0m2-2a2 2 0 1 0 4 0 2 2 0 1 0-4 0", "")),
    ("deviant", g("M13 2 5 13h6l-1 9 9-12h-6z", "")),
    // Fabled
    ("doomsayer", g("M5 11c0-5 3-8 7-8s7 3 7 8c0 3-2 4-3 5v4H8v-4c-1-1-3-2-3-5zm7 9v-3", "M7 11a2 2 0 1 0 4 0 2 2 0 1 0-4 0m6 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0")),
    ("angel", g("M12 10C9 6 4 6 2 8c1 5 6 8 10 8s9-3 10-8c-2-2-7-2-10 2zm0 6v5M9 3.5a3 1.3 0 1 0 6 0 3 1.3 0 1 0-6 0", "")),
    ("buddhist", g("M12 19c-4-3-5-8 0-14 5 6 4 11 0 14zm0 0c-5 0-9-3-10-8 4 0 7 2 8 4m2 4c5 0 9-3 10-8-4 0-7 2-8 4", "")),
    ("hellslibrarian", g("M6 8h12v13H6zm3 0v13M7 8 5 3l5 5m7 0 2-5-5 5", "")),
    ("revolutionary", g("M4 12a5 5 0 1 0 10 0 5 5 0 1 0-10 0m6 0a5 5 0 1 0 10 0 5 5 0 1 0-10 0", "")),
    ("fiddler", g("M10 2v8m-3 0c-2 0-2 3-1 4-2 1-2 6 1 7h6c3-1 3-6 1-7 1-1 1-4-1-4zm1 6h4M16 21l6-17", "")),
    ("toymaker", g("M12 2v5m-7 3c0-3 14-3 14 0l-7 11zm1 1h12", "")),
    ("fibbin", g("M3 12a5 5 0 1 0 10 0 5 5 0 1 0-10 0m9.5-2L22 9l-9.5 4", "M6 10.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("duchess", g("M3 18 5 8l4 5 3-8 3 8 4-5 2 10zm0 3h18", "")),
    ("sentinel", g("M7 21V9h10v12M5 9V4h3v2h2.5V4h3v2H16V4h3v5zm6 12v-4h2v4", "")),
    ("spiritofivory", g("M6 21V10c0-4 3-7 6-7s6 3 6 7v11l-3-3-3 3-3-3z", "M8.8 10a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0m4 0a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0")),
    ("djinn", g("M2 12h14c0 4-3 6-7 6s-7-2-7-6zm14 1c3 0 4-3 6-4M7 12c0-2 4-3 5 0m-7 9h10m-5-3v3", "")),
    ("ferryman", g("M3 14h18l-3 5H6zm12 0 4-11", "")),
    ("deusexfiasco", g("M12 2l2 6 6-3-3 6 5 3-7 1v6l-4-5-5 4 1-6-5-3 6-2-3-5 5 3z", "")),
    // Townsfolk published since the three editions
    ("steward", g("M3 8a5 5 0 1 0 10 0 5 5 0 1 0-10 0M10.3 12.3a2 2 0 1 0 4 0 2 2 0 1 0-4 0M13.7 13.7 20 20m0 0-2 2m-.5-4.5-2 2M8 15v6h2m-2-2.5h2", "")),
    ("knight", g("M8 18c0-3 3-4 3-6-2 1-4 1-5 0l1-3c1-2 3-3 5-4l1-2 1 2c3 1 4 4 4 8l-1 5zm-2 3h14", "M11.5 8a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("noble", g("M6 15a6 6 0 1 0 12 0 6 6 0 1 0-12 0M9 6l1.5-2h3L15 6l-3 3z", "")),
    ("shugenja", g("M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M16.6 7.4 13.6 13.6 7.4 16.6 10.4 10.4z", "M16.6 7.4 13.6 13.6 10.4 10.4z")),
    ("pixie", g("M12 9v9M12 11C10 5 4 4 3.5 7.5S8 12 12 11zm0 0c2-6 8-7 8.5-3.5S16 12 12 11zm0 1.5c-3 0-6 2-5.5 5S11 16 12 12.5zm0 0c3 0 6 2 5.5 5S13 16 12 12.5z", "M10.4 6.5a1.6 1.6 0 1 0 3.2 0 1.6 1.6 0 1 0-3.2 0")),
    ("bountyhunter", g("M5 12a7 7 0 1 0 14 0 7 7 0 1 0-14 0M12 2v6m0 8v6M2 12h6m8 0h6", "M10.7 12a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0")),
    ("highpriestess", g("M9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0M6.5 8a4 4 0 0 0 0 8 5.5 5.5 0 0 1 0-8zm11 0a4 4 0 0 1 0 8 5.5 5.5 0 0 0 0-8z", "")),
    ("balloonist", g("M12 2C8 2 5 5 5 9c0 4 4 6 5 9h4c1-3 5-5 5-9 0-4-3-7-7-7zm0 0c-2 3-2 12-2 16m2-16c2 3 2 12 2 16m-4 0v2m4-2v2M9 20h6v2H9z", "")),
    ("general", g("M12 2L13.1 5 16.3 5.1 13.8 7.1 14.6 10.1 12 8.4 9.4 10.1 10.2 7.1 7.7 5.1 10.9 5zM5 15.5l7-3 7 3M5 20.5l7-3 7 3", "")),
    ("preacher", g("M9.5 5.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0M8 13c0-3 2-4.5 4-4.5 1.5 0 2.5.5 3.5 1.5L19 5M5 13h14v8H5zm4 4h6", "")),
    ("villageidiot", g("M6.5 20 12 3.5l5.5 16.5M6 20c3 1.5 9 1.5 12 0M9.4 12c1.5.8 3.7.8 5.2 0", "M10.2 3.5a1.8 1.8 0 1 0 3.6 0 1.8 1.8 0 1 0-3.6 0")),
    ("king", g("M8 11a4 4 0 1 0 8 0 4 4 0 1 0-8 0M8 8V3l2 2 2-2 2 2 2-2v5M4 21c0-4 4-6 8-6s8 2 8 6", "")),
    ("cultleader", g("M10 10a2 2 0 1 0 4 0 2 2 0 1 0-4 0M8.5 16c0-2.5 1.5-3.5 3.5-3.5s3.5 1 3.5 3.5", "M10.5 3.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M17.9 7.8a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M17.9 16.2a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M10.5 20.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M3.1 16.2a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M3.1 7.7a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0")),
    ("acrobat", g("M2 19h20M12 9v5l-2.5 5M12 14l2.5 5M3 11.5c6-4 12-4 18 0", "M10 6a2 2 0 1 0 4 0 2 2 0 1 0-4 0")),
    ("lycanthrope", g("M7.5 17.5c0-3 2.5-5 4.5-5s4.5 2 4.5 5c0 2-2 2.5-4.5 2.5s-4.5-.5-4.5-2.5z", "M4.2 11a1.8 2.3 0 1 0 3.6 0 1.8 2.3 0 1 0-3.6 0M7.7 6.5a1.8 2.3 0 1 0 3.6 0 1.8 2.3 0 1 0-3.6 0M12.7 6.5a1.8 2.3 0 1 0 3.6 0 1.8 2.3 0 1 0-3.6 0M16.2 11a1.8 2.3 0 1 0 3.6 0 1.8 2.3 0 1 0-3.6 0")),
    ("alsaahir", g("M9 14.5V4a1.5 1.5 0 0 1 3 0v7m0-1a1.5 1.5 0 0 1 3 0v1m0-.5a1.5 1.5 0 0 1 3 0V15c0 4-2.5 6-5.5 6H11c-2 0-3-1-4-2.5L4.5 14.5c-.8-1.3.7-2.7 2-1.8L9 14.5", "")),
    ("engineer", g("M10.4 4.7L10.8 2.1 13.2 2.1 13.6 4.7 16 5.7 18.2 4.1 19.9 5.8 18.3 8 19.3 10.4 21.9 10.8 21.9 13.2 19.3 13.6 18.3 16 19.9 18.2 18.2 19.9 16 18.3 13.6 19.3 13.2 21.9 10.8 21.9 10.4 19.3 8 18.3 5.8 19.9 4.1 18.2 5.7 16 4.7 13.6 2.1 13.2 2.1 10.8 4.7 10.4 5.7 8 4.1 5.8 5.8 4.1 8 5.7zM9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0", "")),
    ("nightwatchman", g("M12 2v3M8 8l2-3h4l2 3zm.5 0v10m7-10v10M7 18h10v2H7z", "M12 10c-2 2-2 4 0 5 2-1 2-3 0-5z")),
    ("huntsman", g("M7 3c7 3 7 15 0 18M7 3v18M3 12h18m-3-3 3 3-3 3M5 12 3 10m2 2-2 2", "")),
    ("fisherman", g("M13.5 3.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M15 5v9a5.5 5.5 0 0 1-11 0v-2l2.5 2.5", "")),
    ("princess", g("M3 18c4-2 14-2 18 0M4 17c0-4 3-5 5-4 0-4 2-6 3-7 1 1 3 3 3 7 2-1 5 0 5 4", "M10.7 11a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0")),
    ("alchemist", g("M3 15a5 5 0 1 0 10 0 5 5 0 1 0-10 0M11.5 11.5 15 7c.8-1 2-1 2.6 0L21 13", "M3.1 16h9.8a5 5 0 0 1-9.8 0zM20 15.8a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("cannibal", g("M6 3v5c0 2 1.5 3 2.5 3S11 10 11 8V3M8.5 3v18M16 21V3c2.5 1.5 3.5 5 3.5 9H16", "")),
    ("amnesiac", g("M7 21v-4c-2-2-3-4-3-7 0-4 3-7 7.5-7S19 6 19 10l2 3.5-2 .5v2c0 1-1 2-2 2h-2v3M9.5 9c0-2.5 4-2.5 4 0 0 1.5-2 1.5-2 3.5", "M10.5 15a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("farmer", g("M12 22V10M7 3v4c0 2 2 3 5 3s5-1 5-3V3m-5 0v7", "")),
    ("choirboy", g("M7.5 8a4.5 4.5 0 1 0 9 0 4.5 4.5 0 1 0-9 0M9.5 7.5c.5-.7 1-.7 1.5 0m2 0c.5-.7 1-.7 1.5 0M5 15.5c0-1.5 3-2.5 7-2.5s7 1 7 2.5-3 2.5-7 2.5-7-1-7-2.5zm2 2L6 22h12l-1-4.5", "M11 10.4a1 1.2 0 1 0 2 0 1 1.2 0 1 0-2 0")),
    ("banshee", g("M12 3c-4 0-6 3-6 7 0 4-1 8-3 11m9-18c4 0 6 3 6 7 0 4 1 8 3 11M12 6c-2.5 0-3.5 2.5-3.5 5.5S10 19 12 19s3.5-4.5 3.5-7.5S14.5 6 12 6z", "M11.2 14.5a.8 1.8 0 1 0 1.6 0 .8 1.8 0 1 0-1.6 0M9.6 10.2l1.8.6v1l-1.8-.4zm4.8 0-1.8.6v1l1.8-.4z")),
    ("magician", g("M4 20l9-9m2-2 2-2M19 2v4m-2-2h4M20 10v2.5m-1.2-1.2h2.5M12 3v2m-1-1h2", "")),
    ("poppygrower", g("M12 21v-7.5M8 9c0-3 2-4.5 4-4.5S16 6 16 9s-2 4.5-4 4.5S8 12 8 9zm.5-3L12 3l3.5 3M12 18c-3 0-5-1-6-3 3-1 5 0 6 3z", "")),
    ("atheist", g("M5 12a7 7 0 1 0 14 0 7 7 0 1 0-14 0M4 20 20 4", "")),
    // Outsiders published since
    ("hermit", g("M2 20c1-8 5-14 10-14s9 6 10 14z", "M8 20c0-5 2-8 4-8s4 3 4 8z")),
    ("ogre", g("M4 21l7-7m-1 1c-2-2 0-6 3-9s7-4 8-2-1 6-4 9-5 4-7 2z", "M14 8a1 1 0 1 0 2 0 1 1 0 1 0-2 0M16.5 10.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0M12 12.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("golem", g("M8 3h8v6H8zM5 10h14v7H5zm3 7v4h3v-4m2 0v4h3v-4", "M10 5.5h1.5V7H10zm2.5 0H14V7h-1.5z")),
    ("plaguedoctor", g("M3 7h18M7 7V3h10v4M5 7c0 5 2 8 4.5 9M19 7c0 5-2 8-4.5 9M9.5 12.5 12 21l2.5-8.5", "M7 10a2 2 0 1 0 4 0 2 2 0 1 0-4 0M13 10a2 2 0 1 0 4 0 2 2 0 1 0-4 0")),
    ("hatter", g("M7.9 17.8L4.9 6.1C6.7 4.8 14.6 3.4 16.7 4.1L17.8 16.1M4.1 19C9.4 20.1 17.2 18.7 21.8 15.9M7 14.4L17.5 12.6M14.7 13L14.8 9L18 8.4L18 12.5", "")),
    ("politician", g("M4 12h16v9H4zm5-0V4h6v8M10.5 8l1 1 2-2.5", "")),
    ("zealot", g("M10 13h4l-1 8h-2zm-2-3h8l-2 3h-4z", "M12 9.5c-2.5 0-3.5-2.5-2-4.5.2 1 .8 1.5 1.5 1.5-.3-2 .5-3.5 2-4.5 0 2 2.5 3 2 5.5-.3 1.5-1.5 2-3.5 2z")),
    ("damsel", g("M12 20c-4-2.5-6-5-6-7.5C6 10.5 7.5 9.5 9 9.5c1.3 0 2.3.8 3 2 .7-1.2 1.7-2 3-2 1.5 0 3 1 3 3 0 2.5-2 5-6 7.5zM4 3c2 3 5 5 8 5.5 3-.5 6-2.5 8-5.5M12 8.5v3", "")),
    ("snitch", g("M8 9c0-4 3-6 6-6s5 2.5 5 6c0 3.5-3 4.5-3 7.5 0 3-2 5-4.5 5-1.5 0-2.5-1-3-2M11 9.5c0-2 1.5-3 3-3s2.5 1 2.5 2.5c0 2-2.5 2-2.5 4.5", "")),
    ("heretic", g("M8 20V4M4 8l4-4 4 4M16 4v16m-4-4 4 4 4-4", "")),
    ("puzzlemaster", g("M5 5h4.5c-1-3 6-3 5 0H19v4.5c3-1 3 6 0 5V19h-4.5c1-3-6-3-5 0H5v-4.5c-3 1-3-6 0-5z", "")),
    // Minions published since
    ("mezepheles", g("M8 16.2C5.5 15 3 13 3 10c0-4 4-7 9-7s9 3 9 7-4 7-9 7c-1.5 0-2.8-.3-4-.8zm0 0c-1 2-2.5 3.5-4.5 4m0 0 .5-2.5m-.5 2.5 2.5.3M7.5 10h3m3 0h3", "")),
    ("harpy", g("M4 6c6-2 13 0 17 6l-4 .5 2 3-4.5-.5 1 3.5-4-2-1 3.5-3-4.5C5 13 3.5 9 4 6zm3 3c3 0 6 1 8.5 3.5", "")),
    ("fearmonger", g("M4 12a8 8 0 1 0 16 0 8 8 0 1 0-16 0M8 10a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M13 10a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M8 16c1-1 1.5-1 2 0s1.5 1 2 0 1.5-1 2 0 1.5 1 2 0", "")),
    ("psychopath", g("M13.1 2.6L5.5 18.9", "M12.2 4.4L15.9 6.1L21.5 5.9C21.3 9.7 19.2 14.3 16.4 16.8L12.9 12.4L9.3 10.7Z")),
    ("wizard", g("M15.5 3L16.9 6.6 20.7 6.8 17.7 9.2 18.7 12.9 15.5 10.8 12.3 12.9 13.3 9.2 10.3 6.8 14.1 6.6zM3 21l6-6m-4-1 3-3m2 8 3-3", "")),
    ("widow", g("M12 12L12 1.5M12 12L21.1 6.8M12 12L21.1 17.2M12 12L12 22.5M12 12L2.9 17.2M12 12L2.9 6.7M12 6.5Q13.9 8.7 16.8 9.2Q15.8 12 16.8 14.8Q13.9 15.3 12 17.5Q10.1 15.3 7.2 14.8Q8.2 12 7.2 9.2Q10.1 8.7 12 6.5M12 2.5Q15.3 6.3 20.2 7.3Q18.6 12 20.2 16.8Q15.3 17.7 12 21.5Q8.7 17.7 3.8 16.8Q5.4 12 3.8 7.2Q8.7 6.3 12 2.5", "")),
    ("xaan", g("M6 3h12M6 21h12M7 3v1.5c0 3 5 5.5 5 7.5s-5 4.5-5 7.5V21M17 3v1.5c0 3-5 5.5-5 7.5s5 4.5 5 7.5V21", "M9 19.5c.5-1.5 2-2.5 3-3 1 .5 2.5 1.5 3 3z")),
    ("marionette", g("M5 4h14M12 2v7M5 4v9m14-9v9M12 13v4l-2 4m2-4 2 4M6.5 13 12 14.5l5.5-1.5", "M10 11a2 2 0 1 0 4 0 2 2 0 1 0-4 0")),
    ("wraith", g("M12 2c-4 3-7 7-7 12 0 3-1 5-3 7 3 0 5-1 6-2l2 2 2-2 2 2 2-2c1 1 3 2 6 2-2-2-3-4-3-7 0-5-3-9-7-12z", "M12 7c-2 1-3 3-3 5.5 0 1.5 1.5 2.5 3 2.5s3-1 3-2.5C15 10 14 8 12 7z")),
    ("summoner", g("M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M12 3l7.8 13.5H4.2z", "M10.5 12a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0")),
    ("goblin", g("M7 12c0-4 2-6 5-6s5 2 5 6-2 8-5 8-5-4-5-8zm.5-2L2 7.5l5.5 6M16.5 10 22 7.5l-5.5 6M10 15.5l1 1 1-1 1 1 1-1", "M9 11a1 1 0 1 0 2 0 1 1 0 1 0-2 0M13 11a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("boomdandy", g("M3 14a7 7 0 1 0 14 0 7 7 0 1 0-14 0M14.2 8.4l2.1-2.1 2.1 2.1-2.1 2.1M17.4 7.3c1-1.5 1.5-3 3-3.5", "M20.5 0.7L21.1 2.5 22.9 2.1 21.6 3.5 22.9 4.9 21.1 4.5 20.5 6.3 19.9 4.5 18.1 4.9 19.4 3.5 18.1 2.1 19.9 2.5z")),
    ("vizier", g("M6 17V5a2 2 0 0 1 2-2h10a2 2 0 0 1 0 4h-2v12a2 2 0 0 1-2 2H5a2 2 0 0 1 0-4h7m-3-9h4m-4 3h4", "")),
    ("organgrinder", g("M4 9h13v8H4zm2.5 0V5.5m3 3.5V4.5m3 4.5V5.5M17 13h2.5V9.5H21M10.5 17v4M8 21h5M8.5 13a2 2 0 1 0 4 0 2 2 0 1 0-4 0", "")),
    ("boffin", g("M22 12a10 3.8 0 1 0 -20 0 10 3.8 0 1 0 20 0M17 20.7a10 3.8 60 1 0 -10 -17.3 10 3.8 60 1 0 10 17.3M7 20.7a10 3.8 120 1 0 10 -17.3 10 3.8 120 1 0 -10 17.3", "M10.2 12a1.8 1.8 0 1 0 3.6 0 1.8 1.8 0 1 0-3.6 0")),
    // Demons published since
    ("yaggababble", g("M6 12c0-3 3-5 6-5s6 2 6 5-3 5-6 5-6-2-6-5zm1.5-1.5L9 12l1.5-2 1.5 2 1.5-2 1.5 2 1.5-1.5M2 9l2 1m-2 5 2-1m18-5-2 1m2 5-2-1", "")),
    ("lilmonsta", g("M5 20c0-7 2-11 7-11s7 4 7 11zm3-9.5L6.5 5.5l3.5 3.5m6 1.5 1.5-5-3.5 3.5M9.5 14a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0M9 18.5l1.5-1 1.5 1 1.5-1 1.5 1", "M11 14a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("ojo", g("M12 2l10 10-10 10L2 12zm0 5 5 5-5 5-5-5zm0-5v20M2 12h20", "M12 9.5l2.5 2.5-2.5 2.5-2.5-2.5z")),
    ("kazali", g("M12 2c-5 0-7 4-7 9 0 6 3 11 7 11s7-5 7-11c0-5-2-9-7-9zm-4 8 3 1m5-1-3 1m-4 5 1 1.5 1-1.5 1 1.5 1-1.5 1 1.5 1-1.5M12 4v3", "")),
    ("legion", g("M9.2 11.5a2.8 2.8 0 1 0 5.6 0 2.8 2.8 0 1 0-5.6 0M6 21c0-4 2.5-6 6-6s6 2 6 6M10 9.2 9.3 6.2l2 1.9m2.7 1.1.7-3-2 1.9M2.8 8a2.2 2.2 0 1 0 4.4 0 2.2 2.2 0 1 0-4.4 0M16.8 8a2.2 2.2 0 1 0 4.4 0 2.2 2.2 0 1 0-4.4 0M1.5 16c0-2.5 1.5-4.5 3.5-4.5 1 0 2 .4 2.6 1.2M22.5 16c0-2.5-1.5-4.5-3.5-4.5-1 0-2 .4-2.6 1.2M3.4 6.4 3 4l1.5 1.5M6.6 6.4 7 4 5.5 5.5m11.9.9L17 4l1.5 1.5m2.1.9L21 4l-1.5 1.5", "")),
    ("lordoftyphon", g("M6 21c0-3 3-5 6-5s6 2 6 5M10 16.5C6 15 8 11 5 8M12 16V6m2 10.5c4-1.5 2-5.5 5-8.5", "M2 7.5a2.2 1.4 -30 1 0 4 -1 2.2 1.4 -30 1 0-4 1zm8-3a2 1.5 0 1 0 4 0 2 1.5 0 1 0-4 0m8 2.5a2.2 1.4 30 1 0 4 1 2.2 1.4 30 1 0-4-1z")),
    ("lleech", g("M5 20c-2-1-2-4 1-5.5s5-2 5.5-5S14 3 17.5 3.5 21 7 19 9s-5 2-6 4.5-2.5 5.5-5 6.5c-1 .3-2 .3-3 0zm3-5 1.5 2m1.5-5.5 2 1.5m1-5.5 2 1", "M16.8 5.8a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0")),
    ("alhadikhia", g("M12 3v18M9 21h6M12 6h7l2 2-2 2h-7m0 2H5l-2 2 2 2h7", "")),
    ("riot", g("M7 9c0-1.5 2.5-1.5 2.5 0V8c0-1.5 2.5-1.5 2.5 0 0-1.5 2.5-1.5 2.5 0 0-1.5 2.5-1.5 2.5 0v6c0 3-2 4-2 5v3H9v-3c-1-1-2-2-2-4zm0 3c2 0 4 1 4 3M9.5 9v2m2.5-3v3m2.5-3v3", "")),
    ("leviathan", g("M2 19c2-1.5 3-1.5 5 0s3 1.5 5 0 3-1.5 5 0 3 1.5 5 0M4 17c0-4 4-4 4 0m4 0c0-6 2-9 5-9 2 0 3 1 4 2l-3 1", "M16.6 9.8a0.9 0.9 0 1 0 1.8 0 0.9 0.9 0 1 0-1.8 0")),
    // Travellers published since
    ("cacklejack", g("M5 14h14v7H5zm7 0-3-1.5 6-1.5-6-1.5 3-1.5V8m7 6 2-4M9.5 5.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0", "")),
    ("gangster", g("M4 9a2 2 0 1 0 4 0 2 2 0 1 0-4 0M8 9a2 2 0 1 0 4 0 2 2 0 1 0-4 0M12 9a2 2 0 1 0 4 0 2 2 0 1 0-4 0M16 9a2 2 0 1 0 4 0 2 2 0 1 0-4 0M4.5 11.5c1 4 3 8 7.5 8s6.5-4 7.5-8", "")),
    ("gnome", g("M7 11l5-9 5 9zm-1 0h12c0 6-3 10-6 10s-6-4-6-10z", "M10.2 12.8a1.8 1.8 0 1 0 3.6 0 1.8 1.8 0 1 0-3.6 0")),
    // Loric
    ("stormcatcher", g("M2 12C3 5 21 5 22 12zm10 0v7c0 2-3 2-3 0", "")),
    ("bootlegger", g("M10 2h4v4c3 1 3 3 3 5v10H7V11c0-2 0-4 3-5zM7 13h10v4H7z", "")),
    ("gardener", g("M12 21v-9m0 1c0-5-4-7-8-6 0 4 4 6 8 6m0-2c0-5 4-7 8-6 0 4-4 6-8 6M6 21h12", "")),
    ("bigwig", g("M5 11c-1-3 0-5 1.5-6 0-1.5 2-2.5 3.5-1.5 1-1.5 3-1.5 4 0 1.5-1 3.5 0 3.5 1.5 1.5 1 2.5 3 1.5 6M3.8 13a1.7 1.7 0 1 0 3.4 0 1.7 1.7 0 1 0-3.4 0M3.8 16.5a1.7 1.7 0 1 0 3.4 0 1.7 1.7 0 1 0-3.4 0M3.8 20a1.7 1.7 0 1 0 3.4 0 1.7 1.7 0 1 0-3.4 0M16.8 13a1.7 1.7 0 1 0 3.4 0 1.7 1.7 0 1 0-3.4 0M16.8 16.5a1.7 1.7 0 1 0 3.4 0 1.7 1.7 0 1 0-3.4 0M16.8 20a1.7 1.7 0 1 0 3.4 0 1.7 1.7 0 1 0-3.4 0M10.5 15.5h3", "M9 11a1 1 0 1 0 2 0 1 1 0 1 0-2 0M13 11a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("godofug", g("M16 21v-9l1-4c0-3-2-5-5-5H9L8 7.5l1.5 1L7 12l2 1-1 2 1.5 1v5", "")),
    ("hindu", g("M19 12a7 7 0 0 1-12.5 4.3M5 12a7 7 0 0 1 12.5-4.3M17.5 3.5v4.2h-4.2M6.5 20.5v-4.2h4.2", "")),
    ("knaves", g("M3 6l8-2 4 15-8 2zm10-2h8v16h-8", "M8 11l1.2 1.5-1 1.7-1.2-1.5z")),
    ("pope", g("M7 19c-1-6 1-13 5-13s6 7 5 13zm.5-4h9M8 11h8m-4-5V2m-1.5 1.5h3M6 19h12v2H6z", "")),
    ("tor", g("M2 21c3-3 6-4 10-4s7 1 10 4M7.5 17c-1-1.5 0-3 1.5-3h6.5c1.5 0 2 1.5 1 3M8 14c-1-1.5-.5-3.5 1.5-3.5h5c2 0 2.5 2 1.5 3.5M10 10.5c-1-1.5 0-3.5 1.5-3.5h1.5c1.5 0 2 2 1 3.5", "")),
    ("ventriloquist", g("M7 10c0-4 2-7 5-7s5 3 5 7-2 7-5 7-5-3-5-7zm2.5 2.5v3m5-3v3m-5-3h5M12 19l-4-2v4zm0 0 4-2v4z", "M9 8.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0M13 8.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0")),
    ("zenomancer", g("M16.3 4.6A8.5 8.5 0 1 0 20.4 10.5", "M10.5 12a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0")),
];

/// The glyph of a character, if it is an official one (a homebrew character has none: its
/// token shows its initials in a [`homebrew_frame`]).
pub fn glyph(id: &str) -> Option<Glyph> {
    GLYPHS.iter().find(|(i, _)| *i == id).map(|(_, g)| *g)
}

/// The outlines a homebrew character's initials are drawn in: a circle, a diamond, a hexagon, a
/// rounded square, an octagon, a sun, a pennant.
const HOMEBREW_FRAMES: [&str; 7] = [
    "M2 12a10 10 0 1 0 20 0 10 10 0 1 0-20 0",
    "M12 1.5 22.5 12 12 22.5 1.5 12z",
    "M12 2l9 5v10l-9 5-9-5V7z",
    "M6 3h12q3 0 3 3v12q0 3-3 3H6q-3 0-3-3V6q0-3 3-3z",
    "M8 2h8l6 6v8l-6 6H8l-6-6V8z",
    "M4 12a8 8 0 1 0 16 0 8 8 0 1 0-16 0M12 1v1.5m0 19V23M1 12h1.5m19 0H23M4.2 4.2l1 1m13.6 13.6 1 1m0-15.6-1 1M5.2 18.8l-1 1",
    "M3 3h18v12l-9 7-9-7z",
];

/// The frame of a homebrew character's token, picked by a hash of its id (the name its script
/// gives it): the same in every language and on every device, and rarely the same for two
/// homebrew characters with the same initials.
pub fn homebrew_frame(id: &str) -> &'static str {
    // FNV-1a: stable across builds, unlike the standard library's hasher.
    let hash = id.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    HOMEBREW_FRAMES[(hash % HOMEBREW_FRAMES.len() as u64) as usize]
}

/// What a mark on a token says about its player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Drunk,
    Poisoned,
    /// Safe from the Demon (the Monk's protection, or any other).
    Safe,
    /// The Fortune Teller's red herring.
    RedHerring,
    /// Mad about a character (001: madness), or must not be (the Mutant).
    Mad,
}

impl Mark {
    pub const ALL: [Mark; 5] = [
        Mark::Drunk,
        Mark::Poisoned,
        Mark::Safe,
        Mark::RedHerring,
        Mark::Mad,
    ];

    /// The CSS modifier and test id of the mark.
    pub fn class(self) -> &'static str {
        match self {
            Mark::Drunk => "drunk",
            Mark::Poisoned => "poisoned",
            Mark::Safe => "safe",
            Mark::RedHerring => "herring",
            Mark::Mad => "mad",
        }
    }

    /// The mark's own pictogram: a wave for drunk, a drop for poisoned, a shield with a tick
    /// for safe, a fish for the red herring, a speech bubble with an exclamation mark for mad
    /// (a claim).
    pub fn glyph(self) -> Glyph {
        match self {
            Mark::Drunk => g("M3 9c3-3 6 3 9 0s6 3 9 0M3 15c3-3 6 3 9 0s6 3 9 0", ""),
            Mark::Poisoned => g("", "M12 2C8 8 5 11 5 15a7 7 0 0 0 14 0c0-4-3-7-7-13z"),
            Mark::Safe => g("M12 2l8 3v7c0 5-4 8-8 10-4-2-8-5-8-10V5zM8 12l3 3 5-6", ""),
            Mark::RedHerring => g(
                "M2 12c4-6 12-6 16 0-4 6-12 6-16 0zm16 0 4-4v8z",
                "M6 11a1 1 0 1 0 2 0 1 1 0 1 0-2 0",
            ),
            Mark::Mad => g("M4 4h16v11H10l-5 5v-5H4zM12 7v4M12 13v1", ""),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::character;

    /// Every official character has a glyph: every row of the character table and every id of
    /// the official facts (the three editions and their Travellers, the characters published
    /// since, the Fabled and the Loric), and no glyph is listed for an id that is not one.
    #[test]
    fn every_official_character_has_a_glyph() {
        let facts: Vec<serde_json::Value> = serde_json::from_str(include_str!(
            "../../../tests/fixtures/characters-official.json"
        ))
        .expect("the official facts are JSON");
        let ids: Vec<&str> = facts.iter().filter_map(|c| c["id"].as_str()).collect();
        assert_eq!(ids.len(), 181, "official characters in the facts");
        let missing: Vec<&str> = ids
            .iter()
            .copied()
            .chain(character::all().iter().map(|d| d.id))
            .filter(|id| glyph(id).is_none())
            .collect();
        assert_eq!(missing, Vec::<&str>::new(), "characters without a glyph");
        for (id, _) in GLYPHS {
            assert!(
                character::official(id).is_some() && ids.contains(id),
                "a glyph for an unknown id: {id}"
            );
        }
    }

    #[test]
    fn no_two_glyphs_are_alike() {
        for (i, (a, ga)) in GLYPHS.iter().enumerate() {
            assert!(
                !ga.line.is_empty() || !ga.fill.is_empty(),
                "{a} draws nothing"
            );
            for (b, gb) in &GLYPHS[i + 1..] {
                assert_ne!(a, b, "{a} listed twice");
                assert_ne!(ga, gb, "{a} and {b} have the same glyph");
                assert!(
                    ga.line != gb.line || ga.line.is_empty(),
                    "{a} and {b} have the same outline"
                );
            }
        }
        for m in Mark::ALL {
            assert!(
                GLYPHS.iter().all(|(_, g)| *g != m.glyph()),
                "the {m:?} mark looks like a character"
            );
        }
        for f in HOMEBREW_FRAMES {
            assert!(
                GLYPHS.iter().all(|(_, g)| g.line != f),
                "a homebrew frame looks like a character: {f}"
            );
        }
    }

    /// A homebrew character's frame depends on its id alone, and ids spread over all of them.
    #[test]
    fn homebrew_frames_spread_over_the_names() {
        assert_eq!(homebrew_frame("lamplighter"), homebrew_frame("lamplighter"));
        let used: std::collections::HashSet<&str> = (0..40)
            .map(|i| homebrew_frame(&format!("homebrew{i}")))
            .collect();
        assert_eq!(used.len(), HOMEBREW_FRAMES.len(), "every frame is used");
    }

    /// Every path is SVG path data: commands and numbers only, starting with a move.
    #[test]
    fn glyphs_are_well_formed_path_data() {
        let mut marks: Vec<(&str, Glyph)> =
            Mark::ALL.iter().map(|m| (m.class(), m.glyph())).collect();
        marks.extend(HOMEBREW_FRAMES.iter().map(|f| ("homebrew frame", g(f, ""))));
        for (id, g) in GLYPHS.iter().chain(marks.iter()) {
            for d in [g.line, g.fill] {
                assert!(
                    d.chars()
                        .all(|c| "MmLlHhVvCcSsQqTtAaZz0123456789.- ".contains(c)),
                    "{id}: unexpected character in {d}"
                );
                assert!(d.is_empty() || d.starts_with('M'), "{id}: {d}");
            }
        }
    }
}
