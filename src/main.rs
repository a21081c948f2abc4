fn main() {
    grimoire::ui::mount();
}
