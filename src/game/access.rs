//! Accessibility settings applied to the running game: the interface's scale
//! follows the setting at once.

use bevy::prelude::*;

use super::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, apply_ui_scale);
    app.add_systems(Update, apply_ui_scale.run_if(resource_changed::<Settings>));
}

fn apply_ui_scale(settings: Res<Settings>, mut scale: ResMut<UiScale>) {
    let wanted = settings.accessibility.ui_scale;
    if scale.0 != wanted {
        scale.0 = wanted;
    }
}
