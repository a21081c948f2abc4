//! Prints the character table's texts file (`botc::texts`): what a build with the
//! `external-texts` feature reads at run time. scripts/build-split.sh writes it beside the
//! page's WebAssembly.
fn main() {
    print!("{}", botc::texts::table_file());
}
