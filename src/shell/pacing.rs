//! How fast the table moves, decided in one place from the settings: how
//! long cards fly, the deal, the pause between two bot steps and the pause
//! before the score screen. Reduced motion makes flights instant but keeps
//! the pauses, so a person can still follow each bot's card; it wins over
//! everything else, the picture-taking pace included.

use bevy::prelude::*;

use crate::shell::settings::{AnimationSpeed, Settings};

/// The table's timings. All zero (instant) until a window's table asks for
/// them with [`Pacing::for_settings`]; headless tests run at full speed.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct Pacing {
    /// How long the Deal screen lasts (the dealing animation).
    pub deal_seconds: f32,
    /// The pause between two bot actions, so a person can follow each card.
    pub bot_step_seconds: f32,
    /// How long the finished table stays before the score screen.
    pub end_pause_seconds: f32,
    /// Multiplies every card flight's and flourish's duration; 0 jumps.
    pub flight_factor: f32,
    /// Reduced motion: nothing travels, scales, turns or bounces; what must
    /// still be seen (a trick's light, smoke) fades in place.
    pub reduced_motion: bool,
}

/// Present while autoplay takes pictures: cards must be caught in motion,
/// but nobody watches the pauses.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct PicturePace;

impl Pacing {
    pub fn for_settings(settings: &Settings, pictures: bool) -> Pacing {
        let pauses = if pictures {
            AnimationSpeed::Fast.factor()
        } else {
            settings.animation.factor()
        };
        let reduced_motion = settings.accessibility.reduced_motion;
        let flight_factor = if reduced_motion {
            // Cards jump straight to their place: nothing flies or spins.
            0.0
        } else if pictures {
            0.6
        } else {
            settings.animation.factor()
        };
        Pacing {
            deal_seconds: 1.6 * pauses,
            bot_step_seconds: 0.55 * pauses,
            end_pause_seconds: 1.2 * pauses,
            flight_factor,
            reduced_motion,
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Pacing>();
}
