fn main() {
    grimoire::ui::mount_quintebourg();
}
