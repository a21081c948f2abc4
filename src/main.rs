use grimoire::ui::later::LaterScreens;

fn main() {
    grimoire::ui::mount(SCREENS);
}

/// Built for the split page (the `split` feature, scripts/build-split.sh): each later screen
/// is a split point, its code in a WebAssembly chunk loaded on first use.
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

    #[lazy]
    fn board() -> fn() -> AnyView {
        later::board
    }

    #[lazy]
    fn bag() -> fn() -> AnyView {
        later::bag
    }

    #[lazy]
    fn history() -> fn() -> AnyView {
        later::history
    }

    #[lazy]
    fn record() -> fn() -> AnyView {
        later::record
    }

    #[lazy]
    fn info_card() -> fn() -> AnyView {
        later::info_card
    }

    #[lazy]
    fn cover() -> fn() -> AnyView {
        later::cover
    }

    #[lazy]
    fn setup_characters() -> fn() -> AnyView {
        later::setup_characters
    }

    #[lazy]
    fn setup_review() -> fn() -> AnyView {
        later::setup_review
    }

    #[lazy]
    fn recovery() -> fn() -> AnyView {
        later::recovery
    }

    #[lazy]
    fn character_info() -> fn() -> AnyView {
        later::character_info
    }

    #[lazy]
    fn link_import() -> fn() -> AnyView {
        later::link_import
    }

    #[lazy]
    fn town_square() -> fn(TownSquare) -> AnyView {
        later::town_square
    }

    #[lazy]
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
                __preload_character_info().await;
                __preload_setup_characters().await;
                __preload_setup_review().await;
                __preload_board().await;
                __preload_bag().await;
                __preload_info_card().await;
                __preload_history().await;
                __preload_record().await;
                __preload_cover().await;
            })
        },
    };
}
