//! The screens of a Blood on the Clocktower game: setup, the bag, the grimoire, the night, the
//! day, cards, sharing and the end of the game.

pub(crate) mod bag_screen;
pub(crate) mod card_composer;
pub(crate) mod character_info;
pub(crate) mod characters;
pub(crate) mod dawn_screen;
pub(crate) mod day_act;
pub(crate) mod day_screen;
pub(crate) mod day_timer;
pub(crate) mod fabled;
pub(crate) mod game_record;
pub(crate) mod glyphs;
pub(crate) mod grimoire_board;
pub(crate) mod handout_screen;
pub(crate) mod info_card;
pub(crate) mod jinxes;
pub(crate) mod link_import;
pub(crate) mod night_screen;
pub(crate) mod night_step;
pub(crate) mod nomination_panel;
pub(crate) mod phase_panel;
pub(crate) mod script_import;
pub(crate) mod seat_sheet;
pub(crate) mod seat_token;
pub(crate) mod setup_characters;
pub(crate) mod setup_players;
pub(crate) mod setup_review;
pub(crate) mod share_screen;
pub(crate) mod spy_grimoire;
pub(crate) mod token_art;
pub(crate) mod town_square_screen;
pub(crate) mod traveller_join;
pub(crate) mod victory_screen;
pub(crate) mod vote_counter;
pub(crate) mod vote_table;
