//! The sounds of the chameleon table and its score screen.

use crate::chameleons::GAME;
use bevy::prelude::*;

use crate::chameleons::session::{ChameleonApplied, ChameleonMatch};
use crate::chameleons::setup::ChameleonFinished;
use crate::shell::audio::{Sfx, Sound};
use crate::shell::states::{AppSystems, Screen};
use pilefire_engine::chameleons::Event as ChameleonEvent;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        chameleon_sounds
            .in_set(AppSystems::React)
            .run_if(resource_exists::<ChameleonMatch>),
    );
    app.add_systems(OnEnter(Screen::Score(GAME)), chameleon_result_sound);
}

/// At the chameleon table: a card drawn (and the golden joker's extra
/// card) picks up, a card placed in a row lands, a row taken slides.
fn chameleon_sounds(mut applied: MessageReader<ChameleonApplied>, mut sfx: MessageWriter<Sfx>) {
    for message in applied.read() {
        let Ok(events) = &message.result else {
            continue;
        };
        for event in events {
            let sound = match event {
                ChameleonEvent::Drew { .. } | ChameleonEvent::GoldenJokerExtra { .. } => {
                    Sound::PickUp
                }
                ChameleonEvent::Placed { .. } => Sound::Place,
                ChameleonEvent::Took { .. } => Sound::Slide,
                _ => continue,
            };
            sfx.write(Sfx(sound));
        }
    }
}

/// The chameleon score screen opens with a win (shared or not) or a loss
/// for the person; with only bots at the table it stays quiet.
fn chameleon_result_sound(finished: Option<Res<ChameleonFinished>>, mut sfx: MessageWriter<Sfx>) {
    let Some(finished) = finished else {
        return;
    };
    let (Some(seat), Some(outcome)) = (finished.setup.human_seat, finished.game.outcome()) else {
        return;
    };
    sfx.write(Sfx(if outcome.winners.contains(&seat) {
        Sound::Win
    } else {
        Sound::Loss
    }));
}
