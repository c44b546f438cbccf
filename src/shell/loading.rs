//! The loading screen: bevy_asset_loader loads the sound collection while a
//! bar shows how much has arrived; then the menu. Sounds never hold the game
//! up: on a failed load, or after a time limit, the menu opens without them
//! and says so once.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_asset_loader::prelude::*;
use bevy_kira_audio::AudioSource;

use crate::shell::audio::{SoundAssets, SoundFiles};
use crate::shell::language::Tr;
use crate::shell::settings::{Notice, Notices};
use crate::shell::states::Screen;
use crate::shell::ui::theme::{self, Colours};

/// The least time the loading screen shows, so it does not flash.
const MINIMUM_SECONDS: f32 = 0.8;

/// The most time the loading screen waits for the sounds (embedded sounds
/// decode in well under a second; this only ends a load that went wrong).
pub const TIME_LIMIT_SECONDS: f32 = 15.0;

#[derive(Component)]
struct ProgressBar;

#[derive(Component)]
struct ProgressText;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SoundFiles>();
    app.add_loading_state(
        LoadingState::new(Screen::Loading)
            .on_failure_continue_to_state(Screen::Menu)
            .load_collection::<SoundAssets>(),
    );
    app.add_systems(OnEnter(Screen::Loading), spawn_loading_screen);
    app.add_systems(OnExit(Screen::Loading), report_missing_sounds);
    app.add_systems(
        Update,
        show_progress_and_continue.run_if(in_state(Screen::Loading)),
    );
}

fn spawn_loading_screen(mut commands: Commands, colours: Res<Colours>) {
    commands.spawn((
        DespawnOnExit(Screen::Loading),
        crate::shell::ui::scroll::centred_screen(18.0),
        children![
            theme::label("PILEFIRE", 64.0, colours.accent),
            (ProgressText, theme::label("", 22.0, colours.text)),
            (
                Node {
                    width: px(420),
                    height: px(18),
                    border: UiRect::all(px(2)),
                    ..default()
                },
                BorderColor::all(colours.muted),
                children![(
                    ProgressBar,
                    Node {
                        width: percent(0),
                        height: percent(100),
                        ..default()
                    },
                    BackgroundColor(colours.accent),
                )],
            ),
        ],
    ));
}

fn show_progress_and_continue(
    time: Res<Time>,
    mut shown_for: Local<f32>,
    sounds: Res<Assets<AudioSource>>,
    collection: Option<Res<SoundAssets>>,
    mut bar: Single<&mut Node, With<ProgressBar>>,
    mut text: Single<&mut Text, With<ProgressText>>,
    mut next: ResMut<NextState<Screen>>,
    tr: Res<Tr>,
    files: Res<SoundFiles>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let total = files.0;
    // The sounds load on other threads: look again next frame.
    redraw.write(RequestRedraw);
    *shown_for += time.delta_secs();
    // Every collection comes in at once, the shell's with the games'.
    let loaded = if collection.is_some() {
        total
    } else {
        sounds.len().min(total)
    };
    let fraction = loaded as f32 / total as f32;
    bar.width = percent(fraction * 100.0);
    text.0 = crate::tr!(tr, "loading-sounds", loaded = loaded, total = total);
    if leave_loading(collection.is_some(), *shown_for) {
        *shown_for = 0.0;
        next.set(Screen::Menu);
    }
}

/// Whether the loading screen is done: the sounds are in and it has shown
/// long enough not to flash, or the time limit ran out without them.
pub fn leave_loading(sounds_loaded: bool, shown_for: f32) -> bool {
    (sounds_loaded && shown_for >= MINIMUM_SECONDS) || shown_for >= TIME_LIMIT_SECONDS
}

/// Leaving the loading screen without the sounds (failed or timed out):
/// the menu says so once and the log has the warning.
fn report_missing_sounds(collection: Option<Res<SoundAssets>>, mut notices: ResMut<Notices>) {
    if collection.is_none() {
        notices.push(Notice::SoundsUnavailable);
    }
}
