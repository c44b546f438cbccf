//! Every text of the game in English and Italian, as Fluent messages
//! (`assets/locale/<code>/<area>.ftl`), so plurals and word order follow each
//! language's own rules. `build.rs` embeds the files, so the binary and the
//! headless tests carry the text without the asset server.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

// (language code, file name, text) of every embedded .ftl file.
include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A language every text of the game is translated into.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Language {
    #[default]
    English,
    Italian,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::Italian];

    /// The BCP 47 code, which also names the folder under `assets/locale/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Italian => "it",
        }
    }

    /// The language's name in itself, as a menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Italian => "Italiano",
        }
    }

    /// The system's language if the game has it, else English.
    pub fn from_system() -> Language {
        sys_locale::get_locale().map_or(Language::English, |locale| language_for_locale(&locale))
    }
}

/// The game's language for a locale name such as `it-IT`, `it_CH.UTF-8` or `en-GB`.
pub fn language_for_locale(locale: &str) -> Language {
    let primary = locale
        .split(['-', '_', '.', '@'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    match primary.as_str() {
        "it" => Language::Italian,
        _ => Language::English,
    }
}

/// The embedded files of one language: (file name, text).
pub fn sources(language: Language) -> impl Iterator<Item = (&'static str, &'static str)> {
    LOCALE_FILES
        .iter()
        .filter(move |(code, _, _)| *code == language.code())
        .map(|(_, file, text)| (*file, *text))
}

/// A value for a placeable in a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Number(f64),
    Text(String),
}

macro_rules! number_args {
    ($($kind:ty),*) => {
        $(impl From<$kind> for Arg {
            fn from(value: $kind) -> Self {
                Arg::Number(value as f64)
            }
        })*
    };
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

impl From<&str> for Arg {
    fn from(value: &str) -> Self {
        Arg::Text(value.to_string())
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Self {
        Arg::Text(value)
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Self {
        Arg::Text(value.clone())
    }
}

/// The messages of one language, ready to format.
pub struct Catalog {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    /// Syntax or duplicate-key problems found while loading (tests check it is empty).
    problems: Vec<String>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

impl Catalog {
    pub fn new(language: Language) -> Catalog {
        let id: LanguageIdentifier = language.code().parse().expect("a valid language code");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // The isolation marks around placeables are invisible in a browser but
        // the game's font draws them as boxes.
        bundle.set_use_isolating(false);
        let mut problems = Vec::new();
        for (file, text) in sources(language) {
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    problems.extend(
                        errors
                            .iter()
                            .map(|error| format!("{}/{file}: {error:?}", language.code())),
                    );
                    resource
                }
            };
            if let Err(errors) = bundle.add_resource(resource) {
                problems.extend(
                    errors
                        .iter()
                        .map(|error| format!("{}/{file}: {error}", language.code())),
                );
            }
        }
        Catalog {
            language,
            bundle,
            problems,
        }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// Every message key the catalogue holds.
    pub fn keys(&self) -> Vec<String> {
        let mut keys: Vec<String> = sources(self.language)
            .flat_map(|(_, text)| message_keys(text))
            .collect();
        keys.sort();
        keys
    }

    /// Whether the catalogue has a message `key`.
    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// Text for `key`; a missing key returns the key itself (a test makes that impossible).
    pub fn get(&self, key: &str) -> String {
        self.format(key, &[])
    }

    pub fn format(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let Some(pattern) = self.bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value = match value {
                Arg::Number(number) => FluentValue::from(*number),
                Arg::Text(text) => FluentValue::from(text.clone()),
            };
            fluent_args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        text.into_owned()
    }
}

/// The message keys defined in one .ftl text (lines that start an identifier).
pub fn message_keys(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|line| line.split_once('=').map(|(key, _)| key.trim().to_string()))
        .collect()
}

/// A localised text: `tr!(catalog, "key")` or `tr!(catalog, "key", count = n)`.
#[macro_export]
macro_rules! tr {
    ($catalog:expr, $key:expr) => {
        $catalog.get($key)
    };
    ($catalog:expr, $key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $catalog.format(
            $key,
            &[$((stringify!($name), $crate::l10n::Arg::from($value))),+],
        )
    };
}
