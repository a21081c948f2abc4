use grimoire::ui::later::LaterScreens;

fn main() {
    grimoire::ui::mount(SCREENS);
}

/// Built for the split page (the `split` feature, scripts/build-split.sh): each later screen
/// is a split point, its code in one of four WebAssembly modules loaded on first use: `setup`
/// (the setup's later steps, the character summary), `game` (the screens of a game under way),
/// `links` (what a link opens) and `recovery`.
#[cfg(feature = "split")]
const SCREENS: LaterScreens = split::SCREENS;

/// Built otherwise (Trunk, the tests): every screen in the one WebAssembly.
#[cfg(not(feature = "split"))]
const SCREENS: LaterScreens = LaterScreens::direct();

#[cfg(feature = "split")]
mod split {
    use grimoire::share::town_square::TownSquare;
    use grimoire::share::Handout;
    use grimoire::ui::later::{self, LaterScreens, Load};
    use leptos::__reexports::send_wrapper::SendWrapper;
    use leptos::prelude::*;
    use leptos::wasm_split::wasm_split;

    #[wasm_split(game, wasm_split_path = ::leptos::wasm_split, preload(preload_game))]
    fn board() -> fn() -> AnyView {
        later::board
    }

    #[wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
    fn bag() -> fn() -> AnyView {
        later::bag
    }

    #[wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
    fn history() -> fn() -> AnyView {
        later::history
    }

    #[wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
    fn record() -> fn() -> AnyView {
        later::record
    }

    #[wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
    fn info_card() -> fn() -> AnyView {
        later::info_card
    }

    #[wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
    fn cover() -> fn() -> AnyView {
        later::cover
    }

    #[wasm_split(setup, wasm_split_path = ::leptos::wasm_split, preload(preload_setup))]
    fn setup_characters() -> fn() -> AnyView {
        later::setup_characters
    }

    #[wasm_split(setup, wasm_split_path = ::leptos::wasm_split)]
    fn setup_review() -> fn() -> AnyView {
        later::setup_review
    }

    #[wasm_split(recovery, wasm_split_path = ::leptos::wasm_split, preload(#[allow(dead_code)] preload_recovery))]
    fn recovery() -> fn() -> AnyView {
        later::recovery
    }

    #[wasm_split(setup, wasm_split_path = ::leptos::wasm_split)]
    fn character_info() -> fn() -> AnyView {
        later::character_info
    }

    #[wasm_split(links, wasm_split_path = ::leptos::wasm_split, preload(#[allow(dead_code)] preload_links))]
    fn link_import() -> fn() -> AnyView {
        later::link_import
    }

    #[wasm_split(links, wasm_split_path = ::leptos::wasm_split)]
    fn town_square() -> fn(TownSquare) -> AnyView {
        later::town_square
    }

    #[wasm_split(links, wasm_split_path = ::leptos::wasm_split)]
    fn handout() -> fn(Handout) -> AnyView {
        later::handout_screen
    }

    fn boxed<F: 'static>(fut: impl std::future::Future<Output = F> + 'static) -> Load<F> {
        Box::pin(SendWrapper::new(fut))
    }

    pub(super) const SCREENS: LaterScreens = LaterScreens {
        board: || boxed(board()),
        bag: || boxed(bag()),
        history: || boxed(history()),
        record: || boxed(record()),
        info_card: || boxed(info_card()),
        cover: || boxed(cover()),
        setup_characters: || boxed(setup_characters()),
        setup_review: || boxed(setup_review()),
        recovery: || boxed(recovery()),
        character_info: || boxed(character_info()),
        link_import: || boxed(link_import()),
        town_square: || boxed(town_square()),
        handout: || boxed(handout()),
        preload: || {
            wasm_bindgen_futures::spawn_local(async {
                // In the order the Storyteller meets them.
                preload_setup().await;
                preload_game().await;
            })
        },
    };
}
