//! A menu row as data: its title, what choosing it does, its value in words,
//! what a step left or right changes, when it shows, and which keys lead to
//! it. A page is a list of these (see `pages.rs`); nothing else names a row.

use std::collections::HashMap;

use bevy::prelude::*;

use crate::shell::language::Tr;
use crate::shell::menus::settings::SettingRow;
use crate::shell::settings::{GameChoices, Settings};
use crate::shell::states::{Menu, Screen};
use crate::shell::ui::focus::FocusList;

/// The menu's own state: the focused row and the texts being typed.
#[derive(Resource, Debug, Clone, Default)]
pub struct MenuState {
    pub(crate) focus: FocusList,
    /// Empty means a random deal (both games' new-game pages share it).
    pub(crate) seed_text: String,
    pub(crate) code_text: String,
    /// Set when the clipboard could not be read or written.
    pub(crate) clipboard_problem: Option<String>,
    /// The page just left by Back: the title focuses the row that opened it.
    pub(crate) came_from: Option<Menu>,
    /// Set to put the focus back on the page's first row (after a paste).
    pub(crate) refocus: bool,
}

/// The words games' rows show, by the row's title key (the saved game to
/// continue, today's deals): a key with no words hides a row that asks.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct GameRowValues(HashMap<&'static str, String>);

impl GameRowValues {
    /// The words for `key`, empty if none.
    pub fn get(&self, key: &str) -> String {
        self.0.get(key).cloned().unwrap_or_default()
    }

    pub fn has(&self, key: &str) -> bool {
        self.0.contains_key(key)
    }

    /// Sets or clears the words for `key`, leaving the rest.
    pub fn set(&mut self, key: &'static str, words: Option<String>) {
        match words {
            Some(words) => {
                if self.0.get(key) != Some(&words) {
                    self.0.insert(key, words);
                }
            }
            None => {
                self.0.remove(key);
            }
        }
    }
}

/// What a row's value and visibility are read from.
pub(crate) struct RowContext<'a> {
    pub(crate) settings: &'a Settings,
    pub(crate) state: &'a MenuState,
    /// The words games give their rows.
    pub(crate) values: &'a GameRowValues,
    pub(crate) tr: &'a Tr,
}

/// What choosing a row does.
#[derive(Clone, Copy)]
pub(crate) enum Choose {
    /// Steps the row's value.
    Step,
    /// Opens another page of the menu.
    Open(Menu),
    /// Back to the title.
    Back,
    /// Leaves the menu for a screen.
    Screen(Screen),
    /// Needs the world: starts a game, pastes, quits.
    Run(fn(&mut World)),
}

/// A text typed into a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Field {
    /// Digits (up to 9); R clears.
    Seed,
    /// Digits, letters and hyphens (up to 24).
    Code,
}

type ValueInWords = Box<dyn Fn(&RowContext) -> String + Send + Sync>;
type OneStep = Box<dyn Fn(isize, &mut Settings, &mut MenuState) + Send + Sync>;

enum RowTitle {
    Key(&'static str),
    Setting(SettingRow),
}

/// One row of a page.
pub(crate) struct MenuRow {
    title: RowTitle,
    pub(crate) choose: Choose,
    value: Option<ValueInWords>,
    step: OneStep,
    shown: fn(&RowContext) -> bool,
    pub(crate) field: Option<Field>,
    /// Drawn in the accent colour: the row that starts a game.
    pub(crate) emphasised: bool,
    /// Set apart from the rows above it.
    pub(crate) gap_above: bool,
    /// The keyboard starts here on entering the page (the first shown such row).
    pub(crate) starts_here: bool,
    /// Enter on one of the page's value rows chooses this row instead.
    pub(crate) on_enter: bool,
    /// Esc chooses this row.
    pub(crate) on_escape: bool,
    /// Ctrl+V chooses this row.
    pub(crate) on_paste: bool,
}

impl MenuRow {
    /// A row that opens, starts or leaves, with no value.
    pub(crate) fn action(title_key: &'static str, choose: Choose) -> Self {
        MenuRow {
            title: RowTitle::Key(title_key),
            choose,
            value: None,
            step: Box::new(|_, _, _| {}),
            shown: |_| true,
            field: None,
            emphasised: false,
            gap_above: false,
            starts_here: false,
            on_enter: false,
            on_escape: false,
            on_paste: false,
        }
    }

    /// A row holding a value that Left/Right (or a click) steps through.
    pub(crate) fn value(
        title_key: &'static str,
        value: impl Fn(&RowContext) -> String + Send + Sync + 'static,
        step: impl Fn(isize, &mut Settings, &mut MenuState) + Send + Sync + 'static,
    ) -> Self {
        MenuRow {
            value: Some(Box::new(value)),
            step: Box::new(step),
            ..Self::action(title_key, Choose::Step)
        }
    }

    /// A row of a game's own choices (`GameChoices`): its value read from
    /// them, and one step that changes them.
    pub(crate) fn choice<T: GameChoices>(
        title_key: &'static str,
        value: impl Fn(&T, &RowContext) -> String + Send + Sync + 'static,
        step: impl Fn(isize, &mut T) + Send + Sync + 'static,
    ) -> Self {
        Self::value(
            title_key,
            move |c| value(&c.settings.game(), c),
            move |by, settings, _| settings.update_game(|choices| step(by, choices)),
        )
    }

    /// A setting's row: the same as in the pause menu.
    pub(crate) fn setting(setting: SettingRow) -> Self {
        MenuRow {
            title: RowTitle::Setting(setting),
            ..Self::value(
                "",
                move |c| setting.value(c.settings, c.tr),
                move |step, settings, _| setting.change(step, settings),
            )
        }
    }

    /// A row the person types into; a step clears it.
    pub(crate) fn typed(
        title_key: &'static str,
        field: Field,
        value: impl Fn(&RowContext) -> String + Send + Sync + 'static,
    ) -> Self {
        MenuRow {
            field: Some(field),
            ..Self::value(title_key, value, move |_, _, state| match field {
                Field::Seed => state.seed_text.clear(),
                // Typed, not stepped.
                Field::Code => {}
            })
        }
    }

    /// An action that also shows something (the saved game, today's deal).
    pub(crate) fn showing(
        self,
        value: impl Fn(&RowContext) -> String + Send + Sync + 'static,
    ) -> Self {
        MenuRow {
            value: Some(Box::new(value)),
            ..self
        }
    }

    /// Shown only when `shown` says so.
    pub(crate) fn when(self, shown: fn(&RowContext) -> bool) -> Self {
        MenuRow { shown, ..self }
    }

    pub(crate) fn emphasised(self) -> Self {
        MenuRow {
            emphasised: true,
            ..self
        }
    }

    pub(crate) fn apart(self) -> Self {
        MenuRow {
            gap_above: true,
            ..self
        }
    }

    pub(crate) fn starts_here(self) -> Self {
        MenuRow {
            starts_here: true,
            ..self
        }
    }

    pub(crate) fn on_enter(self) -> Self {
        MenuRow {
            on_enter: true,
            ..self
        }
    }

    pub(crate) fn on_escape(self) -> Self {
        MenuRow {
            on_escape: true,
            ..self
        }
    }

    pub(crate) fn on_paste(self) -> Self {
        MenuRow {
            on_paste: true,
            ..self
        }
    }

    /// Opens, starts or leaves rather than holding a value: centred.
    pub(crate) fn is_action(&self) -> bool {
        !matches!(self.choose, Choose::Step)
    }

    /// Shows a value beside its title (every value row, some actions).
    pub(crate) fn shows_value(&self) -> bool {
        self.value.is_some()
    }

    pub(crate) fn is_shown(&self, context: &RowContext) -> bool {
        (self.shown)(context)
    }

    pub(crate) fn title(&self, tr: &Tr) -> String {
        match self.title {
            RowTitle::Key(key) => tr.get(key),
            RowTitle::Setting(setting) => setting.title(tr),
        }
    }

    pub(crate) fn value_in_words(&self, context: &RowContext) -> String {
        self.value
            .as_ref()
            .map_or(String::new(), |value| value(context))
    }

    /// Changes the row's value by one step either way; actions change nothing.
    pub(crate) fn change(&self, step: isize, settings: &mut Settings, state: &mut MenuState) {
        (self.step)(step, settings, state);
    }
}

/// The seed row of every game's new-game page.
pub(crate) fn seed_row() -> MenuRow {
    MenuRow::typed("menu-seed", Field::Seed, |c: &RowContext| {
        match c.state.seed_text.is_empty() {
            true => c.tr.get("menu-seed-random"),
            false => c.state.seed_text.clone(),
        }
    })
}

/// Start: the page's game, also what Enter on a value row does.
pub(crate) fn start_row(run: fn(&mut World)) -> MenuRow {
    MenuRow::action("menu-start", Choose::Run(run))
        .emphasised()
        .apart()
        .starts_here()
        .on_enter()
}

/// Back to the title (Esc).
pub(crate) fn back() -> MenuRow {
    MenuRow::action("menu-back", Choose::Back)
        .apart()
        .on_escape()
}

/// Leaves the menu for `screen`.
pub(crate) fn go(world: &mut World, screen: Screen) {
    world.resource_mut::<NextState<Screen>>().set(screen);
}

/// A row's place in its page's full list (shown or not): the button's job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RowId(pub(crate) usize);

/// A page: its title, the keys it offers, its rows in order.
pub(crate) struct PageSpec {
    pub(crate) title_key: &'static str,
    pub(crate) keys_key: &'static str,
    pub(crate) rows: Vec<MenuRow>,
}

impl PageSpec {
    /// The rows shown now, by id, in order.
    pub(crate) fn shown(&self, context: &RowContext) -> Vec<RowId> {
        (0..self.rows.len())
            .filter(|&index| self.rows[index].is_shown(context))
            .map(RowId)
            .collect()
    }

    pub(crate) fn row(&self, id: RowId) -> &MenuRow {
        &self.rows[id.0]
    }

    /// Where the keyboard starts: the first shown row marked for it, else the top.
    pub(crate) fn first_focus(&self, shown: &[RowId]) -> usize {
        shown
            .iter()
            .position(|&id| self.row(id).starts_here)
            .unwrap_or(0)
    }

    /// The shown row with a key's mark (`on_enter`, `on_escape`, `on_paste`).
    pub(crate) fn marked(&self, shown: &[RowId], mark: fn(&MenuRow) -> bool) -> Option<RowId> {
        shown.iter().copied().find(|&id| mark(self.row(id)))
    }
}
