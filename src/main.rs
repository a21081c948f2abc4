use grimoire::ui::later::LaterScreens;

fn main() {
    grimoire::ui::start(SCREENS);
}

/// Built for the split page (the `split` feature, scripts/build-split.sh): each later screen
/// is a split point, its code in one of three WebAssembly modules loaded on first use: `rules`
/// (the engine's entry points, `grimoire::ui::rules`, with the setup's later steps and the
/// character summary), fetched when the page starts (a new game's page: once its players'
/// screen is painted); `game` (the screens of a game under way); `links` (what a link opens,
/// the Share sheet, and the recovery screen).
///
/// Three and not five: code that several modules use goes into a chunk of its own for each set
/// of modules that use it, and a page opened again fetches, compiles and instantiates the rules
/// with every chunk they use (twelve modules with five split points, four with three), each at
/// a cost of its own on the main thread and in the service worker.
#[cfg(feature = "split")]
const SCREENS: LaterScreens = split::SCREENS;

/// Built otherwise (Trunk, the tests): every screen in the one WebAssembly.
#[cfg(not(feature = "split"))]
const SCREENS: LaterScreens = LaterScreens::direct();

#[cfg(feature = "split")]
mod split {
    use grimoire::share::town_square::TownSquare;
    use grimoire::share::Handout;
    use grimoire::ui::later::{self, LaterScreens, Load, Unloaded};
    use grimoire::ui::rules::Rules;
    use leptos::__reexports::send_wrapper::SendWrapper;
    use leptos::prelude::*;
    use leptos::wasm_split::wasm_split;

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split, preload(preload_game))]
    fn board() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::board)
    }

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn bag() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::bag)
    }

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn history() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::history)
    }

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn record() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::record)
    }

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn info_card() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::info_card)
    }

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn cover() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::cover)
    }

    #[wasm_split(rules, fallible, wasm_split_path = ::leptos::wasm_split, preload(preload_setup))]
    fn setup_characters() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::setup_characters)
    }

    #[wasm_split(rules, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn setup_review() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::setup_review)
    }

    #[wasm_split(links, fallible, wasm_split_path = ::leptos::wasm_split, preload(#[allow(dead_code)] preload_recovery))]
    fn recovery() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::recovery)
    }

    #[wasm_split(rules, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn character_info() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::character_info)
    }

    #[wasm_split(links, fallible, wasm_split_path = ::leptos::wasm_split, preload(#[allow(dead_code)] preload_links))]
    fn link_import() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::link_import)
    }

    #[wasm_split(links, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn share_sheet() -> Result<fn(Callback<()>) -> AnyView, Unloaded> {
        Ok(later::share_sheet)
    }

    #[wasm_split(links, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn town_square() -> Result<fn(TownSquare) -> AnyView, Unloaded> {
        Ok(later::town_square)
    }

    #[wasm_split(links, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn handout() -> Result<fn(Handout) -> AnyView, Unloaded> {
        Ok(later::handout_screen)
    }

    /// The rules' entry points (`grimoire::ui::rules`): the engine, the stored game's reading
    /// and writing, links, files and scripts (`grimoire::ui::mount` says when they are fetched).
    #[wasm_split(rules, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn rules() -> Result<Rules, Unloaded> {
        Ok(Rules::DIRECT)
    }

    fn boxed<F: 'static>(
        fut: impl std::future::Future<Output = Result<F, Unloaded>> + 'static,
    ) -> Load<F> {
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
        rules: || boxed(rules()),
        share_sheet: || boxed(share_sheet()),
        preload: || {
            wasm_bindgen_futures::spawn_local(async {
                // In the order the Storyteller meets them.
                // A chunk that cannot be fetched now is fetched when its screen opens
                // (which says so if it still cannot).
                let _ = preload_setup().await;
                let _ = preload_game().await;
            })
        },
    };
}
