//! The rules of Quinte-bourg (seed 004): a game-master-run hidden-role game, as a
//! [`table::Ruleset`].
