//! Sound with bevy_kira_audio: a music loop and effects on two channels whose
//! volumes follow the settings. With no sound device kira only warns once and
//! the game carries on silently. Each game asks for the effects its events
//! make with [`Sfx`].

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_kira_audio::prelude::*;

use crate::shell::settings::Settings;
use crate::shell::states::{AppSystems, Screen};

#[derive(AssetCollection, Resource)]
pub struct SoundAssets {
    #[asset(path = "sounds/pickup.wav")]
    pickup: Handle<AudioSource>,
    #[asset(path = "sounds/slide.wav")]
    slide: Handle<AudioSource>,
    #[asset(path = "sounds/place.wav")]
    place: Handle<AudioSource>,
    #[asset(path = "sounds/win.wav")]
    win: Handle<AudioSource>,
    #[asset(path = "sounds/loss.wav")]
    loss: Handle<AudioSource>,
    #[asset(path = "sounds/click.wav")]
    click: Handle<AudioSource>,
    #[asset(path = "sounds/music.wav")]
    music: Handle<AudioSource>,
}

/// The effects every table shares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sound {
    PickUp,
    Slide,
    Place,
    Win,
    Loss,
    Click,
}

/// Ask for a shared effect.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sfx(pub Sound);

/// Ask for one of a game's own effects, from its own sound collection
/// (see [`RegisterGameSounds`]), played like the shared ones.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct GameSfx(pub Handle<AudioSource>);

/// How many sound files the loading screen waits for: the shell's own and
/// each game's.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SoundFiles(pub usize);

impl Default for SoundFiles {
    /// The shell's collection, `SoundAssets`.
    fn default() -> Self {
        SoundFiles(7)
    }
}

/// Lets a game load sounds of its own with the shell's, on the loading
/// screen: `T` is its `AssetCollection` of `files` sounds.
pub trait RegisterGameSounds {
    fn register_game_sounds<T: AssetCollection>(&mut self, files: usize) -> &mut Self;
}

impl RegisterGameSounds for App {
    fn register_game_sounds<T: AssetCollection>(&mut self, files: usize) -> &mut Self {
        self.configure_loading_state(
            LoadingStateConfig::new(Screen::Loading).load_collection::<T>(),
        );
        self.world_mut().get_resource_or_init::<SoundFiles>().0 += files;
        self
    }
}

#[derive(Resource)]
struct MusicChannel;

#[derive(Resource)]
struct EffectsChannel;

/// The sound requests menus and the tables send; they need no sound device.
pub(crate) fn messages_plugin(app: &mut App) {
    app.add_message::<Sfx>();
    app.add_message::<GameSfx>();
}

/// Plays them, with music, on the device (kira).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(bevy_kira_audio::AudioPlugin);
    app.add_audio_channel::<MusicChannel>();
    app.add_audio_channel::<EffectsChannel>();
    app.add_systems(OnExit(Screen::Loading), start_music);
    app.add_systems(
        Update,
        (
            play_effects.in_set(AppSystems::Update),
            apply_volumes.run_if(resource_changed::<Settings>),
        )
            .run_if(resource_exists::<SoundAssets>),
    );
}

/// A linear volume (0..=1) as kira's decibels.
fn decibels(volume: f32) -> f32 {
    if volume <= 0.001 {
        -60.0
    } else {
        (20.0 * volume.log10()).max(-60.0)
    }
}

fn start_music(
    sounds: Option<Res<SoundAssets>>,
    music: Res<AudioChannel<MusicChannel>>,
    settings: Res<Settings>,
    effects: Res<AudioChannel<EffectsChannel>>,
) {
    let Some(sounds) = sounds else {
        return;
    };
    music.set_volume(decibels(settings.master_volume * settings.music_volume));
    effects.set_volume(decibels(settings.master_volume * settings.effects_volume));
    music.play(sounds.music.clone()).looped();
}

fn apply_volumes(
    settings: Res<Settings>,
    music: Res<AudioChannel<MusicChannel>>,
    effects: Res<AudioChannel<EffectsChannel>>,
) {
    music.set_volume(decibels(settings.master_volume * settings.music_volume));
    effects.set_volume(decibels(settings.master_volume * settings.effects_volume));
}

fn play_effects(
    mut requests: MessageReader<Sfx>,
    mut games: MessageReader<GameSfx>,
    sounds: Res<SoundAssets>,
    effects: Res<AudioChannel<EffectsChannel>>,
) {
    for Sfx(sound) in requests.read() {
        let handle = match sound {
            Sound::PickUp => &sounds.pickup,
            Sound::Slide => &sounds.slide,
            Sound::Place => &sounds.place,
            Sound::Win => &sounds.win,
            Sound::Loss => &sounds.loss,
            Sound::Click => &sounds.click,
        };
        effects.play(handle.clone());
    }
    for GameSfx(handle) in games.read() {
        effects.play(handle.clone());
    }
}
