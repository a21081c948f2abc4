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
    use grimoire::ui::later::{self, LaterScreens, ScreenFuture};
    use leptos::__reexports::send_wrapper::SendWrapper;
    use leptos::prelude::*;

    #[lazy]
    fn board() -> AnyView {
        later::board()
    }

    #[lazy]
    fn bag() -> AnyView {
        later::bag()
    }

    #[lazy]
    fn history() -> AnyView {
        later::history()
    }

    #[lazy]
    fn record() -> AnyView {
        later::record()
    }

    #[lazy]
    fn info_card() -> AnyView {
        later::info_card()
    }

    fn boxed(fut: impl std::future::Future<Output = AnyView> + 'static) -> ScreenFuture {
        Box::pin(SendWrapper::new(fut))
    }

    pub(super) const SCREENS: LaterScreens = LaterScreens {
        board: || boxed(board()),
        bag: || boxed(bag()),
        history: || boxed(history()),
        record: || boxed(record()),
        info_card: || boxed(info_card()),
        preload: || {
            wasm_bindgen_futures::spawn_local(async {
                // The board first: it is the next screen but two.
                __preload_board().await;
                __preload_bag().await;
                __preload_info_card().await;
                __preload_history().await;
                __preload_record().await;
            })
        },
    };
}
