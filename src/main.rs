use grimoire::ui::later::LaterScreens;

fn main() {
    grimoire::ui::start(SCREENS);
}

/// Built for the split page (the `split` feature, scripts/build-split.sh): each later screen
/// is a split point, its code in one of Blood on the Clocktower's two WebAssembly modules
/// loaded on first use: `rules` (the engine's entry points, `grimoire::ui::rules`, with the
/// setup's later steps and the character summary), fetched when the page starts (a new game's
/// page: once its players' screen is painted); `game` (the screens of a game under way, what a
/// link opens, the Share sheet and the recovery screen). A third, `qb`, is Quinte-bourg's whole
/// app, fetched by its page only (`quintebourg.html` runs this binary too: the home page's main
/// module, already there, and Quinte-bourg's own code).
///
/// Two modules and not more for Blood on the Clocktower: code that several modules use goes
/// into a chunk of its own for each set of modules that use it, and a page opened again
/// fetches, compiles and instantiates the rules and the board with every chunk they use (twelve
/// modules with five split points; with Quinte-bourg's app beside `rules`, `game` and a third
/// module `links`, thirteen; seven with these three), each at a cost of its own on the main
/// thread and in the service worker.
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

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn recovery() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::recovery)
    }

    #[wasm_split(rules, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn character_info() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::character_info)
    }

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn link_import() -> Result<fn() -> AnyView, Unloaded> {
        Ok(later::link_import)
    }

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn share_sheet() -> Result<fn(Callback<()>) -> AnyView, Unloaded> {
        Ok(later::share_sheet)
    }

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn town_square() -> Result<fn(TownSquare) -> AnyView, Unloaded> {
        Ok(later::town_square)
    }

    #[wasm_split(game, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn handout() -> Result<fn(Handout) -> AnyView, Unloaded> {
        Ok(later::handout_screen)
    }

    /// The rules' entry points (`grimoire::ui::rules`): the engine, the stored game's reading
    /// and writing, links, files and scripts (`grimoire::ui::mount` says when they are fetched).
    #[wasm_split(rules, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn rules() -> Result<Rules, Unloaded> {
        Ok(Rules::DIRECT)
    }

    /// Quinte-bourg's app, the whole of its page: Blood on the Clocktower's page never fetches
    /// it, the home page only once Quinte-bourg's new game starts in its place.
    #[wasm_split(qb, fallible, wasm_split_path = ::leptos::wasm_split)]
    fn quintebourg() -> Result<fn(), Unloaded> {
        Ok(grimoire::ui::mount_quintebourg)
    }

    /// A screen's code, once the character table's texts are here too (every later screen may
    /// show them; the players' screen and the home page show none): both fetched side by side,
    /// each at once when it is here.
    fn boxed<F: 'static>(
        fut: impl std::future::Future<Output = Result<F, Unloaded>> + 'static,
    ) -> Load<F> {
        Box::pin(SendWrapper::new(async move {
            texts::start();
            let code = fut.await;
            texts::ready().await?;
            code
        }))
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
        // The rules need no texts (a stored game is read and checked without them): the texts'
        // fetch starts beside them, and the screens wait for it.
        rules: || {
            texts::start();
            Box::pin(SendWrapper::new(rules()))
        },
        share_sheet: || boxed(share_sheet()),
        // Quinte-bourg shows none of Blood on the Clocktower's texts.
        quintebourg: || Box::pin(SendWrapper::new(quintebourg())),
        preload: || {
            wasm_bindgen_futures::spawn_local(async {
                // In the order the Storyteller meets them.
                // A chunk that cannot be fetched now is fetched when its screen opens
                // (which says so if it still cannot).
                texts::start();
                let _ = preload_setup().await;
                let _ = preload_game().await;
            })
        },
    };

    /// The character table's longer texts (abilities, night prompts, jinxes), kept out of the
    /// WebAssembly in this build (`botc::texts`): the file botc.html names
    /// (`<link data-texts>`, written by scripts/build-split.sh and preloaded; on the home page,
    /// named after the loader), fetched once
    /// and installed before any later screen shows (the engine's functions that write a text
    /// out, such as a handout's, run only under those screens).
    mod texts {
        use std::cell::RefCell;
        use std::future::Future;
        use std::pin::Pin;
        use std::task::{Context, Poll, Waker};

        use grimoire::ui::later::Unloaded;
        use wasm_bindgen_futures::JsFuture;
        use web_sys::wasm_bindgen::JsCast;

        #[derive(Default)]
        enum State {
            /// Not asked for yet, or the last fetch failed (the next ask fetches afresh).
            #[default]
            Idle,
            /// On its way; these wait for it.
            Fetching(Vec<Waker>),
        }

        thread_local! {
            static STATE: RefCell<State> = const { RefCell::new(State::Idle) };
        }

        /// Starts the fetch unless the texts are here or on their way.
        pub(super) fn start() {
            if botc::texts::installed() {
                return;
            }
            let go = STATE.with(|s| {
                let mut s = s.borrow_mut();
                if matches!(*s, State::Fetching(_)) {
                    false
                } else {
                    *s = State::Fetching(Vec::new());
                    true
                }
            });
            if go {
                wasm_bindgen_futures::spawn_local(async {
                    // Installed, or not (its waiters then fail, and the next ask fetches again).
                    let _ = fetch().await;
                    let waiters = STATE.with(|s| match std::mem::take(&mut *s.borrow_mut()) {
                        State::Fetching(w) => w,
                        State::Idle => Vec::new(),
                    });
                    for w in waiters {
                        w.wake();
                    }
                });
            }
        }

        /// The texts installed (at once when they are), or [`Unloaded`] when their fetch failed.
        pub(super) fn ready() -> impl Future<Output = Result<(), Unloaded>> {
            struct Ready {
                asked: bool,
            }
            impl Future for Ready {
                type Output = Result<(), Unloaded>;
                fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
                    if botc::texts::installed() {
                        return Poll::Ready(Ok(()));
                    }
                    if !self.asked {
                        self.asked = true;
                        start();
                    }
                    // Asked for and no longer on its way: its fetch failed.
                    STATE.with(|s| match &mut *s.borrow_mut() {
                        State::Fetching(waiters) => {
                            waiters.push(cx.waker().clone());
                            Poll::Pending
                        }
                        State::Idle => Poll::Ready(Err(Unloaded)),
                    })
                }
            }
            Ready { asked: false }
        }

        async fn fetch() -> Result<(), Unloaded> {
            let window = web_sys::window().ok_or(Unloaded)?;
            let document = window.document().ok_or(Unloaded)?;
            let named = |selector: &str| {
                document
                    .query_selector(selector)
                    .ok()
                    .flatten()
                    .and_then(|link| link.get_attribute("href"))
            };
            // The home page names no texts (a game started in its place, `ui::start_here`):
            // the file is the split build's, named after its loader, which every page names
            // (scripts/build-split.sh: `grimoire-split-<id>.js`, `texts-<id>.txt`).
            let href = named("link[data-texts]")
                .or_else(|| {
                    let loader = named("link[rel=modulepreload][href*=\"grimoire-split-\"]")?;
                    let (dir, name) = loader.rsplit_once('/')?;
                    let id = name.strip_prefix("grimoire-split-")?.strip_suffix(".js")?;
                    Some(format!("{dir}/texts-{id}.txt"))
                })
                .ok_or(Unloaded)?;
            let response: web_sys::Response = JsFuture::from(window.fetch_with_str(&href))
                .await
                .map_err(|_| Unloaded)?
                .dyn_into()
                .map_err(|_| Unloaded)?;
            if !response.ok() {
                return Err(Unloaded);
            }
            let body = JsFuture::from(response.text().map_err(|_| Unloaded)?)
                .await
                .map_err(|_| Unloaded)?
                .as_string()
                .ok_or(Unloaded)?;
            botc::texts::install(&body).map_err(|_| Unloaded)?;
            Ok(())
        }
    }
}
