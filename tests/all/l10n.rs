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
