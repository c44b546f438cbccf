//! The screens of the game and the order systems run in within a frame.

use bevy::prelude::*;

/// Loading -> Menu -> Deal -> Turns -> Score -> (Menu | Deal). From the menu
/// also: statistics, the replay viewer and the rules.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    #[default]
    Loading,
    Menu,
    Deal,
    Turns,
    Score,
    Statistics,
    Replays,
    Rules,
    /// The chameleon rows game at the table (see `chameleon_setup`).
    Chameleons,
    /// A chameleon game's final scoring.
    ChameleonScore,
    /// The replay viewer of kept chameleon games.
    ChameleonReplays,
}

/// The table is on screen: while dealing and while playing. Everything the
/// table spawns despawns when it leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct InMatch;

impl ComputedStates for InMatch {
    type SourceStates = Screen;

    /// Deal -> Turns stays in the match: the table must not be rebuilt.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Deal | Screen::Turns).then_some(InMatch)
    }
}

/// Either game's table is on screen: the number piles while dealing and
/// playing, or the chameleon rows. The pause belongs to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AtTable;

impl ComputedStates for AtTable {
    type SourceStates = Screen;

    /// Deal -> Turns stays at the table: the pause must not reset.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Deal | Screen::Turns | Screen::Chameleons).then_some(AtTable)
    }
}

/// Either table can be paused (Esc): bots, timers and the table's input wait,
/// and the pause menu (`menus/pause.rs`) shows.
#[derive(SubStates, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[source(AtTable = AtTable)]
pub enum Pause {
    #[default]
    Running,
    Paused,
}

/// The page of the menu on screen while `Screen::Menu` is: each page spawns
/// on entering its value and despawns on leaving it (see `menus/title.rs`).
#[derive(SubStates, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Menu)]
pub enum Menu {
    #[default]
    Title,
    /// A new number-pile game: mode, variants, bot level, seed.
    NewGame,
    /// A new chameleon rows game: players, score side, bot level, seed.
    NewChameleons,
    /// The day's deals of the chosen game.
    Daily,
    /// Type or paste a deal code.
    Code,
    Settings,
}

impl Menu {
    pub const ALL: [Menu; 6] = [
        Menu::Title,
        Menu::NewGame,
        Menu::NewChameleons,
        Menu::Daily,
        Menu::Code,
        Menu::Settings,
    ];
}

/// One chained order for every frame: timers tick, input (human or bot)
/// becomes intents, intents are applied, then the rest reacts.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    TickTimers,
    RecordInput,
    ApplyIntents,
    React,
    Update,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_computed_state::<InMatch>();
    app.add_computed_state::<AtTable>();
    app.add_sub_state::<Pause>();
    app.add_sub_state::<Menu>();
    app.configure_sets(
        Update,
        (
            AppSystems::TickTimers,
            AppSystems::RecordInput,
            AppSystems::ApplyIntents,
            AppSystems::React,
            AppSystems::Update,
        )
            .chain(),
    );
}
