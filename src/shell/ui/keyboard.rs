//! Keyboard helpers shared by every screen.

use bevy::prelude::*;

/// A modifier is down, or went down or up this frame: a quick Shift+1 or
/// Ctrl+V can press and release both keys between two frames, or release the
/// modifier in the same frame as the key, and must not count as a bare 1 or V.
pub fn modifier_held(keys: &ButtonInput<KeyCode>, modifier: [KeyCode; 2]) -> bool {
    keys.any_pressed(modifier)
        || keys.any_just_pressed(modifier)
        || keys.any_just_released(modifier)
}
