fn main() {
    grimoire::ui::mount_home();
}
