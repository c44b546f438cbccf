//! The sounds of the number-pile table: a card played slides (or plays the
//! trick), a fire lit or put out, and the result on the score screen.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::piles::session::{PilesApplied, PilesMatch};
use crate::shell::audio::{Sfx, Sound, SoundAssets};
use crate::shell::states::{AppSystems, Screen};
use pilefire_engine::piles::rules::{Effect, Outcome};

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
            .run_if(resource_exists::<SoundAssets>),
    );
}

fn sounds_of_moves(mut applied: MessageReader<PilesApplied>, mut sfx: MessageWriter<Sfx>) {
    for message in applied.read() {
        if let Ok(Effect::Played(report)) = &message.result {
            sfx.write(Sfx(if report.backwards_trick {
                Sound::Trick
            } else {
                Sound::Slide
            }));
            if report.lit_fire {
                sfx.write(Sfx(Sound::Ignite));
            }
            if report.covered_fire.is_some() {
                sfx.write(Sfx(Sound::Extinguish));
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
