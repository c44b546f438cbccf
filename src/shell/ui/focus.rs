//! Keyboard focus in a list of rows, shared by every menu-like screen: the
//! focused row's place, moving it with wrapping (skipping rows that cannot be
//! chosen), and keeping the `Focused` marker on exactly that row's button
//! (which `theme::share_focus` hands to the screen reader).
//!
//! Bevy's own `tab_navigation` moves `InputFocus` on Tab by `TabIndex`; it
//! does not know pages, Up/Down, or rows that change a value with Left/Right,
//! so the menus keep their place here and only mirror it into `InputFocus`.

use bevy::prelude::*;

use crate::shell::ui::theme::{ButtonAction, Focused};

/// Keys that move the focus to the next row in a vertical list.
pub const NEXT_ROW_KEYS: [KeyCode; 2] = [KeyCode::ArrowDown, KeyCode::Tab];
/// Keys that move the focus to the row before in a vertical list.
pub const PREVIOUS_ROW_KEYS: [KeyCode; 1] = [KeyCode::ArrowUp];

/// The focused row's place in a list of `len` rows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FocusList {
    index: usize,
}

impl FocusList {
    pub fn at(index: usize) -> Self {
        Self { index }
    }

    pub fn index(self) -> usize {
        self.index
    }

    /// Puts the focus on `index`, kept inside a list of `len` rows.
    pub fn set(&mut self, index: usize, len: usize) {
        self.index = index.min(len.saturating_sub(1));
    }

    /// Keeps the focus inside a list that may have shrunk to `len` rows.
    pub fn fit_within(&mut self, len: usize) {
        self.set(self.index, len);
    }

    /// The next row that `enabled` allows, wrapping from the last to the first.
    pub fn next(&mut self, len: usize, enabled: impl Fn(usize) -> bool) {
        self.step(len, 1, enabled);
    }

    /// The row before that `enabled` allows, wrapping from the first to the last.
    pub fn previous(&mut self, len: usize, enabled: impl Fn(usize) -> bool) {
        self.step(len, len.saturating_sub(1), enabled);
    }

    /// Moves by the keys pressed this frame: `forward` keys go to the next
    /// row, `back` keys to the row before. Every row can be chosen.
    pub fn follow_keys(
        &mut self,
        keys: &ButtonInput<KeyCode>,
        forward: impl IntoIterator<Item = KeyCode>,
        back: impl IntoIterator<Item = KeyCode>,
        len: usize,
    ) {
        if keys.any_just_pressed(forward) {
            self.next(len, |_| true);
        }
        if keys.any_just_pressed(back) {
            self.previous(len, |_| true);
        }
    }

    /// Steps by `offset` (mod `len`) until a row `enabled` allows; stays put
    /// when none does.
    fn step(&mut self, len: usize, offset: usize, enabled: impl Fn(usize) -> bool) {
        if len == 0 {
            self.index = 0;
            return;
        }
        let start = self.index.min(len - 1);
        let mut candidate = start;
        for _ in 0..len {
            candidate = (candidate + offset) % len;
            if enabled(candidate) {
                self.index = candidate;
                return;
            }
        }
        self.index = start;
    }
}

/// The buttons of one screen and whether each holds the focus marker.
pub type FocusRows<'w, 's, T> = Query<'w, 's, (Entity, &'static ButtonAction<T>, Has<Focused>)>;

/// Keeps `Focused` on exactly the button whose job is `wanted` (none when
/// `wanted` is `None`), touching only buttons whose marker is wrong so the
/// screen reader hears a change only when the focus really moves.
pub fn mark_focused<T: PartialEq + Send + Sync + 'static>(
    commands: &mut Commands,
    rows: &FocusRows<T>,
    wanted: Option<&T>,
) {
    for (entity, action, has_focus) in rows {
        let should = Some(&action.0) == wanted;
        if should && !has_focus {
            commands.entity(entity).insert(Focused);
        } else if !should && has_focus {
            commands.entity(entity).remove::<Focused>();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_and_previous_wrap_around_the_list() {
        let mut focus = FocusList::at(2);
        focus.next(3, |_| true);
        assert_eq!(focus.index(), 0);
        focus.previous(3, |_| true);
        assert_eq!(focus.index(), 2);
        focus.previous(3, |_| true);
        assert_eq!(focus.index(), 1);
    }

    #[test]
    fn disabled_rows_are_skipped_both_ways() {
        let enabled = |index: usize| index != 1 && index != 2;
        let mut focus = FocusList::at(0);
        focus.next(4, enabled);
        assert_eq!(focus.index(), 3);
        focus.next(4, enabled);
        assert_eq!(focus.index(), 0);
        focus.previous(4, enabled);
        assert_eq!(focus.index(), 3);
        focus.previous(4, enabled);
        assert_eq!(focus.index(), 0);
    }

    #[test]
    fn focus_stays_put_when_no_row_can_be_chosen() {
        let mut focus = FocusList::at(1);
        focus.next(3, |_| false);
        assert_eq!(focus.index(), 1);
        focus.previous(0, |_| true);
        assert_eq!(focus.index(), 0);
    }

    #[test]
    fn set_keeps_the_focus_inside_the_list() {
        let mut focus = FocusList::default();
        focus.set(2, 5);
        assert_eq!(focus.index(), 2);
        focus.set(9, 5);
        assert_eq!(focus.index(), 4);
        focus.set(3, 0);
        assert_eq!(focus.index(), 0);
    }

    #[test]
    fn keys_move_the_focus_forward_and_back() {
        let mut keys = ButtonInput::<KeyCode>::default();
        let mut focus = FocusList::default();
        keys.press(KeyCode::Tab);
        focus.follow_keys(&keys, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, 3);
        assert_eq!(focus.index(), 1);
        keys.clear();
        keys.release(KeyCode::Tab);
        keys.press(KeyCode::ArrowUp);
        focus.follow_keys(&keys, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, 3);
        focus.follow_keys(&keys, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, 3);
        assert_eq!(focus.index(), 2);
    }
}
