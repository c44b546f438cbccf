//! Moving through an open replay, the same in both games' viewers: a step
//! back or forward, play and pause, and playing by itself a position a
//! second, stopping at the end.

/// Seconds between positions while a replay plays by itself.
pub const AUTOPLAY_SECONDS: f32 = 1.0;

/// A move through an open replay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Previous,
    Next,
    /// Play or pause; playing from the last position starts again.
    Play,
}

/// Carries out `step` on a replay at `position` of `0..=last`.
pub fn take_step(step: Step, position: &mut usize, playing: &mut bool, last: usize) {
    match step {
        Step::Previous => {
            *playing = false;
            *position = position.saturating_sub(1);
        }
        Step::Next => {
            *playing = false;
            *position = (*position + 1).min(last);
        }
        Step::Play => {
            if *position == last {
                *position = 0;
            }
            *playing = !*playing;
        }
    }
}

/// For a playing replay: adds `delta` to its clock and, once a step's time
/// has passed, gives the position to show and whether it still plays (it
/// stops at `last`). Between steps the viewer is left untouched, so its
/// picture is rebuilt only when the position changes.
pub fn play_on(clock: &mut f32, delta: f32, position: usize, last: usize) -> Option<(usize, bool)> {
    *clock += delta;
    if *clock < AUTOPLAY_SECONDS {
        return None;
    }
    *clock = 0.0;
    Some(if position < last {
        (position + 1, true)
    } else {
        (position, false)
    })
}
