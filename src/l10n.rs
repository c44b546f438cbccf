//! Languages of the game's text. (Catalogue and Fluent bundles: see the l10n work.)

use serde::{Deserialize, Serialize};

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
}
