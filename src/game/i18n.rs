//! The catalogue of the chosen language as a resource, replaced when the
//! language setting changes (screens rebuild their texts when it does).

use bevy::prelude::*;

use super::settings::Settings;
use crate::l10n::{Catalog, Language};
use crate::rules::{Mode, Ruleset};

/// The texts of the language in force.
#[derive(Resource, Debug, Deref)]
pub struct Tr(pub Catalog);

/// The language the settings ask for (`None`: the system's).
pub fn chosen_language(settings: &Settings) -> Language {
    settings.language.unwrap_or_else(Language::from_system)
}

pub(super) fn plugin(app: &mut App) {
    let language = app
        .world()
        .get_resource::<Settings>()
        .map_or_else(Language::from_system, chosen_language);
    app.insert_resource(Tr(Catalog::new(language)));
    app.add_systems(
        PreUpdate,
        follow_language.run_if(resource_changed::<Settings>),
    );
}

fn follow_language(settings: Res<Settings>, mut tr: ResMut<Tr>) {
    let wanted = chosen_language(&settings);
    if tr.language() != wanted {
        *tr = Tr(Catalog::new(wanted));
    }
}

/// A ruleset in words, e.g. "co-op, 3 seats, professional, On Fire".
pub fn describe_ruleset(ruleset: &Ruleset, tr: &Catalog) -> String {
    let mut parts = vec![match ruleset.mode {
        Mode::Coop if ruleset.seats == 1 => tr.get("names-solitaire"),
        Mode::Coop => crate::tr!(tr, "names-coop", seats = ruleset.seats),
        Mode::Duel => tr.get("names-duel"),
    }];
    if ruleset.professional {
        parts.push(tr.get(if ruleset.smaller_hands {
            "names-professional-small"
        } else {
            "names-professional"
        }));
    }
    if ruleset.on_fire {
        parts.push(tr.get("names-on-fire"));
    }
    parts.join(", ")
}
