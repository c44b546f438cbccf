//! Every text exists in both languages, with the same placeables, and Fluent
//! picks the right plural forms.

use std::collections::BTreeSet;

use pilefire::l10n::{Catalog, Language, language_for_locale, message_keys, sources};

#[test]
fn every_translation_file_parses_without_problems() {
    for language in Language::ALL {
        let catalog = Catalog::new(language);
        assert!(
            catalog.problems().is_empty(),
            "{language:?}: {:?}",
            catalog.problems()
        );
        assert!(catalog.keys().len() > 100, "{language:?} has too few texts");
    }
}

#[test]
fn every_key_exists_in_both_languages() {
    let keys =
        |language| -> BTreeSet<String> { Catalog::new(language).keys().into_iter().collect() };
    let english = keys(Language::English);
    let italian = keys(Language::Italian);
    let only_english: Vec<_> = english.difference(&italian).collect();
    let only_italian: Vec<_> = italian.difference(&english).collect();
    assert!(
        only_english.is_empty(),
        "missing in Italian: {only_english:?}"
    );
    assert!(
        only_italian.is_empty(),
        "missing in English: {only_italian:?}"
    );
}

#[test]
fn every_file_exists_in_both_languages() {
    let files = |language| -> BTreeSet<&str> { sources(language).map(|(file, _)| file).collect() };
    assert_eq!(files(Language::English), files(Language::Italian));
}

/// The `$name` placeables of each message, per language.
fn variables(language: Language) -> Vec<(String, BTreeSet<String>)> {
    let mut found = Vec::new();
    for (_, text) in sources(language) {
        let mut current: Option<(String, BTreeSet<String>)> = None;
        for line in text.lines() {
            if let Some(key) = message_keys(line).into_iter().next() {
                found.extend(current.take());
                current = Some((key, BTreeSet::new()));
            }
            if let Some((_, names)) = current.as_mut() {
                let mut rest = line;
                while let Some(at) = rest.find('$') {
                    let name: String = rest[at + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                        .collect();
                    names.insert(name);
                    rest = &rest[at + 1..];
                }
            }
        }
        found.extend(current);
    }
    found.sort();
    found
}

#[test]
fn both_languages_use_the_same_placeables_in_every_message() {
    let english = variables(Language::English);
    let italian = variables(Language::Italian);
    for ((key, en), (key_it, it)) in english.iter().zip(&italian) {
        assert_eq!(key, key_it);
        assert_eq!(en, it, "{key}: English uses {en:?}, Italian {it:?}");
    }
}

#[test]
fn plurals_follow_each_language() {
    let english = Catalog::new(Language::English);
    let italian = Catalog::new(Language::Italian);
    assert_eq!(
        pilefire::tr!(english, "replays-pile-count", count = 1),
        "1 card"
    );
    assert_eq!(
        pilefire::tr!(english, "replays-pile-count", count = 7),
        "7 cards"
    );
    assert_eq!(
        pilefire::tr!(italian, "replays-pile-count", count = 1),
        "1 carta"
    );
    assert_eq!(
        pilefire::tr!(italian, "replays-pile-count", count = 7),
        "7 carte"
    );
    assert_eq!(
        pilefire::tr!(english, "names-coop", seats = 3),
        "co-op, 3 seats"
    );
    // No Unicode isolation marks around placeables: the font draws them as boxes.
    assert!(!pilefire::tr!(italian, "names-coop", seats = 3).contains('\u{2068}'));
}

#[test]
fn replay_steps_agree_with_the_person() {
    let english = Catalog::new(Language::English);
    let italian = Catalog::new(Language::Italian);
    let draw = |catalog: &Catalog, person: &str, who: &str| {
        pilefire::tr!(
            catalog,
            "chstats-step-draw",
            person = person,
            who = who,
            card = "red"
        )
    };
    assert_eq!(draw(&english, "you", "You"), "You draw: red.");
    assert_eq!(draw(&english, "other", "Player 2"), "Player 2 draws: red.");
    assert_eq!(draw(&italian, "you", "Tu"), "Peschi: red.");
    assert_eq!(
        draw(&italian, "other", "Giocatore 2"),
        "Giocatore 2 pesca: red."
    );
    let take = pilefire::tr!(
        english,
        "chstats-step-take",
        person = "you",
        who = "You",
        row = 2,
        cards = "red"
    );
    assert_eq!(take, "You take row 2: red.");
}

#[test]
fn a_missing_key_shows_itself_rather_than_nothing() {
    let english = Catalog::new(Language::English);
    assert_eq!(english.get("no-such-key"), "no-such-key");
}

#[test]
fn the_system_locale_chooses_the_language() {
    for (locale, language) in [
        ("it-IT", Language::Italian),
        ("it_CH.UTF-8", Language::Italian),
        ("IT", Language::Italian),
        ("en-GB", Language::English),
        ("de_DE.UTF-8", Language::English),
        ("", Language::English),
    ] {
        assert_eq!(language_for_locale(locale), language, "{locale}");
    }
}

/// The area prefixes of message keys: the names of the .ftl files.
fn areas() -> BTreeSet<String> {
    sources(Language::English)
        .map(|(file, _)| file.trim_end_matches(".ftl").to_string())
        .collect()
}

/// Every string literal under `src/` shaped like a message key of a known area.
fn keys_named_in_source() -> BTreeSet<(String, String)> {
    let areas = areas();
    let mut found = BTreeSet::new();
    let mut folders = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|ext| ext != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for literal in text.split('"').skip(1).step_by(2) {
                let shaped = !literal.is_empty()
                    && literal
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                let area = literal.split('-').next().unwrap_or("");
                if shaped && literal.contains('-') && areas.contains(area) {
                    found.insert((path.display().to_string(), literal.to_string()));
                }
            }
        }
    }
    found
}

#[test]
fn every_key_the_code_names_exists_in_both_languages() {
    let named = keys_named_in_source();
    assert!(named.len() > 100, "the scan found only {}", named.len());
    for language in Language::ALL {
        let keys: BTreeSet<String> = Catalog::new(language).keys().into_iter().collect();
        let missing: Vec<_> = named
            .iter()
            .filter(|(_, key)| !keys.contains(key))
            .collect();
        assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
    }
}

#[test]
fn the_tr_macro_passes_named_arguments_of_every_kind() {
    let english = Catalog::new(Language::English);
    let (pile, card, top) = (2usize, 37u8, 30u32);
    assert_eq!(
        pilefire::tr!(english, "replays-play", card = card, pile = pile),
        "37 on pile 2"
    );
    assert_eq!(
        pilefire::tr!(
            english,
            "errors-wrong-direction",
            card = card,
            top = top,
            direction = "down"
        ),
        "37 can't go there: that pile goes down from 30, so play a card lower than 30, or exactly 10 higher"
    );
    assert_eq!(
        pilefire::tr!(
            english,
            "score-stat-change",
            before = String::from("12"),
            after = "13"
        ),
        "12 → 13"
    );
    assert_eq!(pilefire::tr!(english, "hud-hint"), "Hint [H]");
    assert_eq!(english.language(), Language::English);
}

#[test]
fn counts_of_cards_agree_in_number() {
    let english = Catalog::new(Language::English);
    let italian = Catalog::new(Language::Italian);
    let both = |key: &str, count: usize| {
        (
            pilefire::tr!(english, key, count = count),
            pilefire::tr!(italian, key, count = count),
        )
    };
    assert_eq!(
        both("score-cards-left", 1),
        ("1 card left".into(), "1 carta rimasta".into())
    );
    assert_eq!(
        both("score-cards-left", 12),
        ("12 cards left".into(), "12 carte rimaste".into())
    );
    assert_eq!(
        both("table-cards-in-hand", 1),
        ("1 card in hand".into(), "1 carta in mano".into())
    );
    assert_eq!(
        both("table-cards-in-hand", 0),
        ("0 cards in hand".into(), "0 carte in mano".into())
    );
    assert_eq!(both("table-draw-pile", 1).1, "ne resta 1");
    assert_eq!(both("table-draw-pile", 40).1, "ne restano 40");
    assert_eq!(
        pilefire::tr!(italian, "hud-may-end", whose = "Tocca a te", played = 1),
        "Tocca a te: 1 giocata, puoi chiudere il turno"
    );
    assert_eq!(
        pilefire::tr!(italian, "hud-may-end", whose = "Tocca a te", played = 3),
        "Tocca a te: 3 giocate, puoi chiudere il turno"
    );
}

#[test]
fn italian_verbs_agree_with_the_seat() {
    let italian = Catalog::new(Language::Italian);
    assert_eq!(
        pilefire::tr!(italian, "score-gave-up", seat = "Tu", you = "yes"),
        "Hai rinunciato."
    );
    assert_eq!(
        pilefire::tr!(italian, "score-gave-up", seat = "Bot 3", you = "no"),
        "Bot 3 ha rinunciato."
    );
    let english = Catalog::new(Language::English);
    assert_eq!(
        pilefire::tr!(english, "score-duel-resigned", seat = "You", you = "yes"),
        "You resigned."
    );
}

/// The Bevy side: rule errors and rulesets in words, and the catalogue
/// following the language setting.
mod on_screen {
    use bevy::prelude::*;
    use bevy::state::app::StatesPlugin;

    use crate::support::temp_dir;
    use pilefire::app::logic_plugin;
    use pilefire::l10n::{Catalog, Language};
    use pilefire::piles::describe::describe_ruleset;
    use pilefire::piles::describe::{describe_rule_error, rule_aside};
    use pilefire::shell::language::{SystemLanguage, Tr, TrKey};
    use pilefire::shell::settings::Settings;
    use pilefire::shell::settings::SettingsStore;
    use pilefire_engine::piles::rules::{Direction, Rule, RuleError, Ruleset};

    fn every_rule_error() -> Vec<RuleError> {
        vec![
            RuleError::NoSuchSeat { seat: 6, seats: 5 },
            RuleError::GameOver,
            RuleError::NotYourTurn {
                seat: 0,
                to_move: 1,
            },
            RuleError::CardNotInHand { card: 8, seat: 0 },
            RuleError::NoSuchPile { pile: 4, piles: 4 },
            RuleError::WrongDirection {
                rule: Rule::Co6,
                card: 37,
                top: 30,
                direction: Direction::Descending,
            },
            RuleError::WrongDirection {
                rule: Rule::Co6,
                card: 20,
                top: 30,
                direction: Direction::Ascending,
            },
            RuleError::OneHelpCardPerTurn,
            RuleError::MustHelpOpponent {
                card: 40,
                top: 30,
                direction: Direction::Ascending,
            },
            RuleError::MustHelpOpponent {
                card: 20,
                top: 30,
                direction: Direction::Descending,
            },
            RuleError::BelowMinimum {
                rule: Rule::Pro1,
                played: 1,
                required: 3,
            },
            // Once the draw pile is empty one card is enough (R-CO-14).
            RuleError::BelowMinimum {
                rule: Rule::Co14,
                played: 0,
                required: 1,
            },
            RuleError::NothingToUndo,
            RuleError::SignalsOnlyInCoop,
            RuleError::SeatDroppedOut { seat: 2 },
        ]
    }

    #[test]
    fn every_refusal_reads_in_plain_words_with_its_rule_id_aside() {
        let english = Catalog::new(Language::English);
        let italian = Catalog::new(Language::Italian);
        for error in every_rule_error() {
            let en = describe_rule_error(&error, &english);
            let it = describe_rule_error(&error, &italian);
            for text in [&en, &it] {
                // Plain words first: no rule id, a sentence's capital letter.
                assert!(!text.contains("R-"), "{text}");
                assert!(
                    text.chars()
                        .next()
                        .is_some_and(|first| !first.is_lowercase()),
                    "{text}"
                );
                // A key shown as such, or `{$name}` for an argument not passed.
                assert!(!text.contains("errors-") && !text.contains('{'), "{text}");
            }
            assert_ne!(en, it, "{error:?} is not translated");
            let id = error.rule().id();
            assert_eq!(rule_aside(&error, &english), format!("rule {id}"));
            assert_eq!(rule_aside(&error, &italian), format!("regola {id}"));
        }
        // The table counts seats and piles from 1, the engine from 0.
        let pile = RuleError::NoSuchPile { pile: 4, piles: 4 };
        assert_eq!(
            describe_rule_error(&pile, &english),
            "There is no pile 5; the table has 4"
        );
        let wrong = &every_rule_error()[5];
        assert_eq!(
            describe_rule_error(wrong, &english),
            "37 can't go there: that pile goes down from 30, so play a card lower than 30, or exactly 10 higher"
        );
        assert_eq!(rule_aside(wrong, &english), "rule R-CO-6");
        assert_eq!(
            describe_rule_error(wrong, &italian),
            "37 non può andare lì: quella pila scende da 30, quindi gioca una carta più bassa di 30 o esattamente 10 in più"
        );
        let minimum = &every_rule_error()[11];
        assert_eq!(
            describe_rule_error(minimum, &italian),
            "Questo turno richiede almeno 1 carta giocata; finora 0"
        );
    }

    #[test]
    fn rulesets_read_in_both_languages() {
        let english = Catalog::new(Language::English);
        let italian = Catalog::new(Language::Italian);
        let ruleset = Ruleset::coop(3).professional(false).on_fire();
        assert_eq!(
            describe_ruleset(&ruleset, &english),
            "co-op, 3 seats, professional, On Fire"
        );
        assert_eq!(
            describe_ruleset(&ruleset, &italian),
            "cooperativa, 3 posti, professionale, On Fire"
        );
        assert_eq!(describe_ruleset(&Ruleset::coop(1), &italian), "solitario");
        assert_eq!(describe_ruleset(&Ruleset::duel(), &italian), "Duello");
    }

    #[test]
    fn changing_the_language_setting_replaces_the_catalogue_and_relabels_texts() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin));
        app.insert_resource(SettingsStore {
            dir: Some(temp_dir("l10n-switch")),
        });
        app.add_plugins(logic_plugin);
        app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
        app.update();
        assert_eq!(app.world().resource::<Tr>().language(), Language::English);
        let label = app
            .world_mut()
            .spawn((TrKey("hud-give-up"), Text::new("Give up [G]")))
            .id();
        let card = app
            .world_mut()
            .spawn((TrKey("table-fire-card"), Text2d::new("FIRE")))
            .id();

        app.world_mut().resource_mut::<Settings>().language = Some(Language::Italian);
        app.update();
        assert_eq!(app.world().resource::<Tr>().language(), Language::Italian);
        assert_eq!(app.world().get::<Text>(label).unwrap().0, "Arrenditi [G]");
        assert_eq!(app.world().get::<Text2d>(card).unwrap().0, "FUOCO");

        // `None` follows the system: a machine set to Italian, then one set
        // to English (the system language stands in for the machine's).
        app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
        app.update();
        app.insert_resource(SystemLanguage(Language::Italian));
        app.world_mut().resource_mut::<Settings>().language = None;
        app.update();
        app.update();
        assert_eq!(app.world().resource::<Tr>().language(), Language::Italian);
        assert_eq!(app.world().get::<Text>(label).unwrap().0, "Arrenditi [G]");
        app.insert_resource(SystemLanguage(Language::English));
        app.update();
        app.update();
        assert_eq!(app.world().resource::<Tr>().language(), Language::English);
        assert_eq!(app.world().get::<Text>(label).unwrap().0, "Give up [G]");
    }
}
