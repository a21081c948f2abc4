//! A command in plain words, French or English, with the names it had when it applied.

use table::Lang;

use crate::command::{Command, Invocation};
use crate::names;
use crate::state::State;

/// `cmd` in words.
pub fn describe(st: &State, cmd: &Command, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    let n = |p: &u8| st.name(*p);
    let h = |x: &u8| names::house(&st.house_name(*x), lang);
    // French "de" before a name, elided or contracted ("d'Ana", "de Bob").
    let de = |x: String| names::de(&x, Lang::Fr);
    let t = |en: String, f: String| if fr { f } else { en };
    match cmd {
        Command::Setup { setup } => t(
            format!("Setup: {} players", setup.players.len()),
            format!("Mise en place : {} joueurs", setup.players.len()),
        ),
        Command::Lovers { a, b } => t(
            format!("Cupid: {} and {} are the Lovers", n(a), n(b)),
            format!("Cupidon : {} et {} sont les Amoureux", n(a), n(b)),
        ),
        Command::Start => t(
            "The first night begins".into(),
            "La première nuit commence".into(),
        ),
        Command::Militia { .. } => t(
            "The militia protects a house".into(),
            "La milice protège une maison".into(),
        ),
        Command::Huddle { .. } => t(
            "The Reptilians choose their target".into(),
            "Les Reptiliens choisissent leur cible".into(),
        ),
        Command::LoversHouse { house } => t(
            format!("The Lovers meet at {}'s house", h(house)),
            format!("Les Amoureux se retrouvent chez {}", h(house)),
        ),
        Command::Sandman { by, target } => t(
            format!("{} puts {} to sleep", n(by), n(target)),
            format!("{} endort {}", n(by), n(target)),
        ),
        Command::Reporter { by, target, .. } => t(
            format!("{} turns over a card of {}", n(by), n(target)),
            format!("{} retourne une carte de {}", n(by), n(target)),
        ),
        Command::Burglar { by, house, .. } => t(
            format!("{} robs {}'s house", n(by), h(house)),
            format!("{} cambriole la maison {}", n(by), de(h(house))),
        ),
        Command::Psychopath { by, target } => t(
            format!("{} kidnaps {}", n(by), n(target)),
            format!("{} enlève {}", n(by), n(target)),
        ),
        Command::Sculpture { by, target } => t(
            format!("{} sculpts at {}'s", n(by), n(target)),
            format!("{} sculpte chez {}", n(by), n(target)),
        ),
        Command::Caricature { by, target } => t(
            format!("{} caricatures {}", n(by), n(target)),
            format!("{} caricature {}", n(by), n(target)),
        ),
        Command::Quarrel { first, second, .. } => t(
            format!("{} and {} fight", n(first), n(second)),
            format!("{} et {} se battent", n(first), n(second)),
        ),
        Command::Matchmaker { first, second, .. } => t(
            format!("{} and {} spend the night together", n(first), n(second)),
            format!("{} et {} passent la nuit ensemble", n(first), n(second)),
        ),
        Command::MiceSwap { a, b, .. } => t(
            format!("The offices of {} and {} are swapped", n(a), n(b)),
            format!("Les postes {} et {} sont échangés", de(n(a)), de(n(b))),
        ),
        Command::Adoration { target, .. } => t(
            format!("{} will be admired", n(target)),
            format!("Tout le monde admirera {}", n(target)),
        ),
        Command::Prank { .. } => t(
            "Eris's prank turns the offices".into(),
            "La farce d'Éris fait tourner les postes".into(),
        ),
        Command::Charm { by, target } => t(
            format!("{} charms {}", n(by), n(target)),
            format!("{} charme {}", n(by), n(target)),
        ),
        Command::Squat { by, house } => t(
            format!("{} squats at {}'s", n(by), h(house)),
            format!("{} squatte chez {}", n(by), h(house)),
        ),
        Command::Raptor { by, .. } => t(
            format!("{} places the raptor", n(by)),
            format!("{} place son rapace", n(by)),
        ),
        Command::Place { player, house } => t(
            format!("MJ: {} spends the night at {}'s", n(player), h(house)),
            format!("MJ : {} passe la nuit chez {}", n(player), h(house)),
        ),
        Command::Attack { victims } => {
            let v: Vec<String> = victims.iter().map(n).collect();
            t(
                format!(
                    "The attack: {}",
                    if v.is_empty() {
                        "no victim".into()
                    } else {
                        v.join(", ")
                    }
                ),
                format!(
                    "L'attaque : {}",
                    if v.is_empty() {
                        "aucune victime".into()
                    } else {
                        v.join(", ")
                    }
                ),
            )
        }
        Command::Dawn => t("Dawn".into(), "L'aube".into()),
        Command::Engineer { by, .. } => t(
            format!("{} uses an invention", n(by)),
            format!("{} utilise une invention", n(by)),
        ),
        Command::CouplesCheck => t("The couples' check".into(), "Le bilan des couples".into()),
        Command::Dream { nightmare } => {
            if *nightmare {
                t(
                    "The village nightmare".into(),
                    "Le cauchemar du village".into(),
                )
            } else {
                t("The village dream".into(), "Le rêve du village".into())
            }
        }
        Command::AddHouse { name, .. } => t(
            format!("A house is added: {name}"),
            format!("Une maison est ajoutée : {name}"),
        ),
        Command::SetNeighbours { a, b, linked } => {
            if *linked {
                t(
                    format!("{} and {} become neighbours", h(a), h(b)),
                    format!("{} et {} deviennent voisines", h(a), h(b)),
                )
            } else {
                t(
                    format!("{} and {} are no longer neighbours", h(a), h(b)),
                    format!("{} et {} ne sont plus voisines", h(a), h(b)),
                )
            }
        }
        Command::Apply { player, office } => t(
            format!("{} applies to be {}", n(player), names::of(office, lang)),
            format!(
                "{} postule pour être {}",
                n(player),
                names::of(office, lang)
            ),
        ),
        Command::EndNight => t("The night ends".into(), "La nuit se termine".into()),
        Command::SkipStep { step, reason } => {
            let what = |l| names::name(&format!("{step:?}"), l);
            t(
                format!("Step skipped on purpose: {} ({reason})", what(Lang::En)),
                format!("Étape passée exprès : {} ({reason})", what(Lang::Fr)),
            )
        }
        Command::DeathChoice { player, .. } => t(
            format!("{} chooses their afterlife", n(player)),
            format!("{} choisit son sort après la mort", n(player)),
        ),
        Command::Bequest { dead, to } => t(
            format!("The Notary gives {}'s coins to {}", n(dead), n(to)),
            format!("Le Notaire lègue les pièces {} à {}", de(n(dead)), n(to)),
        ),
        Command::MjKill { player, note } if note.is_empty() => t(
            format!("The game master records the death of {}", n(player)),
            format!("Le MJ enregistre la mort de {}", n(player)),
        ),
        Command::MjKill { player, note } => t(
            format!("The game master records the death of {}: {note}", n(player)),
            format!("Le MJ enregistre la mort de {} : {note}", n(player)),
        ),
        Command::Give { from, to, coins } => t(
            format!(
                "{} gives {} to {}",
                n(from),
                names::coins(u64::from(*coins), lang),
                n(to)
            ),
            format!(
                "{} donne {} à {}",
                n(from),
                names::coins(u64::from(*coins), lang),
                n(to)
            ),
        ),
        Command::Move { player, house } => t(
            format!("{} moves to {}'s house", n(player), h(house)),
            format!("{} déménage dans la maison {}", n(player), de(h(house))),
        ),
        Command::Appoint { office, to } => t(
            format!("{} becomes {}", n(to), names::of(office, lang)),
            format!("{} devient {}", n(to), names::of(office, lang)),
        ),
        Command::Withdraw { office } => t(
            format!("Withdrawn from play: {}", names::of(office, lang)),
            format!("Retiré du jeu : {}", names::of(office, lang)),
        ),
        Command::Camera { house } => t(
            format!("The camera watched {}'s house", h(house)),
            format!("La caméra surveillait la maison {}", de(h(house))),
        ),
        Command::AdorationSwap { with } => t(
            format!("The admired swaps offices with {}", n(with)),
            format!("La personne admirée échange son poste avec {}", n(with)),
        ),
        Command::Marry {
            a,
            b,
            forced,
            witnesses,
            officiant,
            ..
        } => {
            let by = officiant.or_else(|| crate::day::priests(st, *forced).first().copied());
            let (en, fr) = match by {
                Some(p) => (
                    format!(", married by {}", n(&p)),
                    format!(", mariage célébré par {}", n(&p)),
                ),
                None if !witnesses.is_empty() => {
                    let w = witnesses.iter().map(n).collect::<Vec<_>>().join(", ");
                    (format!(", witnesses {w}"), format!(", témoins : {w}"))
                }
                None => (String::new(), String::new()),
            };
            if *forced {
                t(
                    format!("{} marries {} by force{en}", n(a), n(b)),
                    format!("{} épouse {} de force{fr}", n(a), n(b)),
                )
            } else {
                t(
                    format!("{} and {} marry{en}", n(a), n(b)),
                    format!("{} et {} se marient{fr}", n(a), n(b)),
                )
            }
        }
        Command::Session { kind } => {
            let (en, fr) = match kind {
                crate::state::SessionKind::Normal => ("normal", "normale"),
                crate::state::SessionKind::Peace => ("Peace", "Paix"),
                crate::state::SessionKind::Purge => ("Purge", "Purge"),
            };
            t(format!("Session: {en}"), format!("Session : {fr}"))
        }
        Command::Law {
            proposer, accepted, ..
        } => t(
            format!(
                "{} proposes a law ({})",
                n(proposer),
                if *accepted { "accepted" } else { "rejected" }
            ),
            format!(
                "{} propose une loi ({})",
                n(proposer),
                if *accepted { "acceptée" } else { "rejetée" }
            ),
        ),
        Command::PassLaw { proposer } => t(
            format!("{} passes on the law", n(proposer)),
            format!("{} passe son tour pour la loi", n(proposer)),
        ),
        Command::Vote { .. } => t("The session votes".into(), "La session vote".into()),
        Command::Purge { .. } => t("The Purge votes".into(), "La Purge vote".into()),
        Command::Tribunal { accused, .. } => t(
            format!("The tribunal judges {}", n(accused)),
            format!("Le tribunal juge {}", n(accused)),
        ),
        Command::Pardon { player } => t(
            format!("The Executioner pardons {}", n(player)),
            format!("Le Bourreau gracie {}", n(player)),
        ),
        Command::Execute { player } => t(
            format!("{} is executed", n(player)),
            format!("Exécution {}", de(n(player))),
        ),
        Command::Collect { by, from } => t(
            format!("{} collects a coin from {}", n(by), n(from)),
            format!("{} prélève une pièce à {}", n(by), n(from)),
        ),
        Command::EndDay => t("The day ends".into(), "La journée se termine".into()),
        Command::Invoke { by, invocation } => {
            let what = match invocation {
                Invocation::RadiantConversion { .. } => {
                    ("a radiant conversion", "une conversion radieuse")
                }
                Invocation::Resurrection { .. } => ("a resurrection", "une résurrection"),
                Invocation::Reptilicide { .. } => ("a reptilicide", "un repticide"),
                Invocation::Bite { .. } => ("a bite", "une morsure"),
                Invocation::BlackConversion { .. } => {
                    ("a black conversion", "une conversion noire")
                }
                Invocation::Assassinate { .. } => ("an assassination", "un assassinat"),
                Invocation::Investigate { .. } => ("an investigation", "une enquête"),
                Invocation::Show { .. } => ("the show", "le show"),
            };
            t(
                format!("{} invokes {}", n(by), what.0),
                format!("{} invoque {}", n(by), what.1),
            )
        }
        Command::EndGame { .. } => t("The game ends".into(), "La partie se termine".into()),
        Command::PlayOn => t(
            "The game master plays on".into(),
            "Le MJ continue la partie".into(),
        ),
        Command::Override { command, reason } => t(
            format!("MJ decision ({reason}): {}", describe(st, command, lang)),
            format!(
                "Décision du MJ ({reason}) : {}",
                describe(st, command, lang)
            ),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{PlayerSetup, Setup};
    use crate::model::{CampCard, Specialty};
    use crate::{Game, QbConfig};

    fn state() -> State {
        let mut g = Game::new(QbConfig::default());
        let players = ["Iris", "Bob", "Ana", "Dee", "Eve"]
            .iter()
            .map(|n| PlayerSetup::new(n, CampCard::Villager, Specialty::None))
            .collect();
        g.apply(Command::Setup {
            setup: Setup {
                spare_houses: 1,
                ..Setup::quick(players)
            },
        })
        .unwrap();
        g.state().clone()
    }

    /// The history reads aloud in French: counts agree, "de" is elided, a spare house is
    /// named in French, and nothing agrees with a player's gender.
    #[test]
    fn the_history_reads_as_french() {
        let st = state();
        let fr = |c: Command| describe(&st, &c, Lang::Fr);
        assert_eq!(
            fr(Command::Give {
                from: 1,
                to: 0,
                coins: 1
            }),
            "Bob donne 1 pièce à Iris"
        );
        assert_eq!(
            describe(
                &st,
                &Command::Give {
                    from: 1,
                    to: 0,
                    coins: 2
                },
                Lang::En
            ),
            "Bob gives 2 coins to Iris"
        );
        assert_eq!(fr(Command::Execute { player: 0 }), "Exécution d'Iris");
        assert_eq!(
            fr(Command::Move {
                player: 1,
                house: 5
            }),
            "Bob déménage dans la maison de libre 1"
        );
        assert_eq!(
            fr(Command::Bequest { dead: 2, to: 1 }),
            "Le Notaire lègue les pièces d'Ana à Bob"
        );
        let admired = fr(Command::Adoration { by: 1, target: 0 });
        assert!(!admired.contains('·'), "{admired}");
    }
}
