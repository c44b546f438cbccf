//! Esc at the chameleon table: a small pause panel over the table with
//! resume and quit to the menu (its keys are in `keys`).

use bevy::prelude::*;

use crate::chameleons::session::{ChameleonPaused, at_chameleon_table};
use crate::chameleons::table::keys::RowsAction;
use crate::shell::language::Tr;
use crate::shell::states::Screen;
use crate::shell::ui::theme::{Colours, button, label};

#[derive(Component)]
struct PausePanel;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, show_pause.run_if(at_chameleon_table));
}

fn show_pause(
    mut commands: Commands,
    paused: Res<ChameleonPaused>,
    panels: Query<Entity, With<PausePanel>>,
    colours: Res<Colours>,
    tr: Res<Tr>,
) {
    if !paused.is_changed() && !tr.is_changed() {
        return;
    }
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    if !paused.0 {
        return;
    }
    commands.spawn((
        PausePanel,
        DespawnOnExit(Screen::Chameleons),
        GlobalZIndex(100),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            row_gap: px(12),
            ..default()
        },
        BackgroundColor(colours.banner.with_alpha(0.88)),
        children![
            label(tr.get("rows-paused"), 36.0, colours.accent),
            button(tr.get("rows-resume"), RowsAction::Resume, 320.0),
            button(tr.get("rows-quit"), RowsAction::Quit, 320.0),
        ],
    ));
}
