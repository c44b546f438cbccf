//! The sounds of the number-pile table: a card played slides (or plays the
//! trick), a fire lit or put out, and the result on the score screen.

use crate::piles::GAME;
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_kira_audio::AudioSource;

use crate::piles::session::{PilesApplied, PilesMatch};
use crate::shell::audio::{GameSfx, RegisterGameSounds, Sfx, Sound, SoundAssets};
use crate::shell::states::{AppSystems, Screen};
use pilefire_engine::piles::rules::{Effect, Outcome};

/// The number piles' own effects: the trick back by ten, a fire lit and
/// a fire put out.
#[derive(AssetCollection, Resource)]
pub struct PileSounds {
    #[asset(path = "sounds/trick.wav")]
    trick: Handle<AudioSource>,
    #[asset(path = "sounds/ignite.wav")]
    ignite: Handle<AudioSource>,
    #[asset(path = "sounds/extinguish.wav")]
    extinguish: Handle<AudioSource>,
}

/// Loads them with the shell's sounds.
pub(crate) fn load(app: &mut App) {
    app.register_game_sounds::<PileSounds>(3);
}

/// Asks only once the sounds are loaded, so headless apps stay quiet.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Score(GAME)),
        play_result.run_if(resource_exists::<SoundAssets>),
    );
    app.add_systems(
        Update,
        sounds_of_moves
            .in_set(AppSystems::React)
            .run_if(resource_exists::<PileSounds>),
    );
}

fn sounds_of_moves(
    mut applied: MessageReader<PilesApplied>,
    sounds: Res<PileSounds>,
    mut sfx: MessageWriter<Sfx>,
    mut own: MessageWriter<GameSfx>,
) {
    for message in applied.read() {
        if let Ok(Effect::Played(report)) = &message.result {
            if report.backwards_trick {
                own.write(GameSfx(sounds.trick.clone()));
            } else {
                sfx.write(Sfx(Sound::Slide));
            }
            if report.lit_fire {
                own.write(GameSfx(sounds.ignite.clone()));
            }
            if report.covered_fire.is_some() {
                own.write(GameSfx(sounds.extinguish.clone()));
            }
        }
    }
}

fn play_result(table: Option<Res<PilesMatch>>, mut sfx: MessageWriter<Sfx>) {
    let Some(table) = table else {
        return;
    };
    let won = match table.game.outcome() {
        Some(Outcome::Won) => true,
        Some(Outcome::DuelWon { winner, .. }) => winner == table.viewer(),
        Some(outcome) => outcome.is_excellent(),
        None => false,
    };
    sfx.write(Sfx(if won { Sound::Win } else { Sound::Loss }));
}
