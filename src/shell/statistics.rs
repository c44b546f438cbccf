//! The statistics screen's frame: a title, the kind of game shown with
//! Left/Right to change it, the section's figures, and buttons for the
//! replays, the next section (C) and back (Esc). Each game registers one
//! [`StatsSection`] and draws it: it steps its kind on [`StatsStep`] and
//! fills [`StatsKind`] and [`StatsBody`] while its section is shown.

use bevy::prelude::*;

use crate::shell::pad::KeysLegend;

use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::states::Screen;
use crate::shell::ui::theme::{self, Colours};

/// One game's part of the statistics screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatsSection {
    /// Its title, also its name among the sections.
    pub title_key: &'static str,
    /// The button that switches to it.
    pub switch_key: &'static str,
    /// Where R leads: its replays.
    pub replays: Screen,
}

/// The sections in the order the games registered them.
#[derive(Resource, Debug, Clone, Default)]
pub struct StatsSections(Vec<StatsSection>);

/// The section on screen, by its place among [`StatsSections`].
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ShownSection(pub usize);

impl ShownSection {
    /// The section titled `title_key`, if one is registered.
    pub fn titled(sections: &StatsSections, title_key: &str) -> Option<Self> {
        sections
            .0
            .iter()
            .position(|section| section.title_key == title_key)
            .map(ShownSection)
    }
}

/// Left (-1) or Right (+1): the shown section steps the kind of game it shows.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatsStep(pub isize);

/// The label naming the kind of game shown; the section writes it.
#[derive(Component)]
pub struct StatsKind;

/// Where the shown section spawns its figures; fresh each time the frame is.
#[derive(Component)]
pub struct StatsBody;

/// The frame comes first; the sections draw into it after.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StatsSystems {
    Frame,
    Sections,
}

/// Registers a game's statistics section.
pub trait RegisterStatsSection {
    fn register_stats_section(&mut self, section: StatsSection) -> &mut Self;
}

impl RegisterStatsSection for App {
    fn register_stats_section(&mut self, section: StatsSection) -> &mut Self {
        self.world_mut()
            .get_resource_or_init::<StatsSections>()
            .0
            .push(section);
        self
    }
}

/// Whether the section titled `title_key` is on screen.
pub fn section_shown(
    title_key: &'static str,
) -> impl FnMut(Res<StatsSections>, Res<ShownSection>) -> bool {
    move |sections: Res<StatsSections>, shown: Res<ShownSection>| {
        sections
            .0
            .get(shown.0)
            .is_some_and(|section| section.title_key == title_key)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum StatsAction {
    Previous,
    Next,
    Replays,
    Switch,
    Back,
}

#[derive(Component)]
struct StatsRoot;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<StatsSections>();
    app.init_resource::<ShownSection>();
    app.add_message::<StatsStep>();
    app.configure_sets(
        Update,
        (StatsSystems::Frame, StatsSystems::Sections)
            .chain()
            .run_if(in_state(Screen::Statistics)),
    );
    app.add_systems(
        Update,
        (stats_input, redraw).chain().in_set(StatsSystems::Frame),
    );
}

fn stats_input(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<StatsAction>,
    sections: Res<StatsSections>,
    mut shown: ResMut<ShownSection>,
    mut next: ResMut<NextState<Screen>>,
    mut steps: MessageWriter<StatsStep>,
    mut sfx: MessageWriter<Sfx>,
) {
    let mut chosen = theme::pressed(&buttons);
    if keys.just_pressed(KeyCode::ArrowLeft) {
        chosen = Some(StatsAction::Previous);
    }
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::Tab]) {
        chosen = Some(StatsAction::Next);
    }
    if keys.just_pressed(KeyCode::KeyR) {
        chosen = Some(StatsAction::Replays);
    }
    if keys.just_pressed(KeyCode::KeyC) {
        chosen = Some(StatsAction::Switch);
    }
    if keys.any_just_pressed([KeyCode::Escape, KeyCode::Backspace, KeyCode::Enter]) {
        chosen = Some(StatsAction::Back);
    }
    let Some(action) = chosen else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    match action {
        StatsAction::Previous => {
            steps.write(StatsStep(-1));
        }
        StatsAction::Next => {
            steps.write(StatsStep(1));
        }
        StatsAction::Replays => {
            if let Some(section) = sections.0.get(shown.0) {
                next.set(section.replays);
            }
        }
        StatsAction::Switch => shown.0 = (shown.0 + 1) % sections.0.len().max(1),
        StatsAction::Back => next.set(Screen::Menu),
    }
}

/// Spawns the frame on entering, on a switch of section and on a change of
/// language; the section fills it.
fn redraw(
    mut commands: Commands,
    shown: Res<ShownSection>,
    sections: Res<StatsSections>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    roots: Query<Entity, With<StatsRoot>>,
) {
    if !(shown.is_changed() || tr.is_changed() || roots.is_empty()) {
        return;
    }
    let Some(section) = sections.0.get(shown.0) else {
        return;
    };
    for root in &roots {
        commands.entity(root).despawn();
    }
    let other = sections.0[(shown.0 + 1) % sections.0.len()].switch_key;
    commands
        .spawn((
            StatsRoot,
            DespawnOnExit(Screen::Statistics),
            crate::shell::ui::scroll::centred_screen(6.0),
        ))
        .with_children(|screen| {
            screen.spawn(theme::label(
                tr.get(section.title_key),
                40.0,
                colours.accent,
            ));
            screen
                .spawn(Node {
                    align_items: AlignItems::Center,
                    column_gap: px(12),
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(theme::button("<", StatsAction::Previous, 48.0));
                    row.spawn((
                        StatsKind,
                        theme::label(String::new(), 20.0, colours.text),
                        Node {
                            min_width: px(420),
                            justify_content: JustifyContent::Center,
                            ..default()
                        },
                        TextLayout::justify(Justify::Center),
                    ));
                    row.spawn(theme::button(">", StatsAction::Next, 48.0));
                });
            screen.spawn((
                StatsBody,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(6),
                    ..default()
                },
            ));
            screen
                .spawn(Node {
                    margin: UiRect::top(px(8)),
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(theme::button(
                        crate::tr!(tr, "stats-replays"),
                        StatsAction::Replays,
                        240.0,
                    ));
                    row.spawn(theme::button(tr.get(other), StatsAction::Switch, 300.0));
                    row.spawn(theme::button(
                        crate::tr!(tr, "stats-back"),
                        StatsAction::Back,
                        240.0,
                    ));
                });
            screen.spawn((
                KeysLegend("stats-keys"),
                theme::label(crate::tr!(tr, "stats-keys"), 14.0, colours.muted),
            ));
        });
}
