//! The screens of the game and the order systems run in within a frame.

use bevy::prelude::*;

/// A game, by the name its folder gives it (`piles::GAME`): the shell
/// tells the games apart by this alone and never names one. The settings
/// file keeps the name of the game the menu has chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameId(pub &'static str);

/// Loading -> Menu -> a game's Deal -> Turns -> Score -> (Menu | Deal).
/// From the menu also: statistics, a game's replays and the rules. Each
/// game's screens carry its [`GameId`], so the shell lists no game.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    #[default]
    Loading,
    Menu,
    /// The game's table is built and its cards dealt.
    Deal(GameId),
    /// The game's table, turn by turn.
    Turns(GameId),
    /// The game's final scoring.
    Score(GameId),
    /// The viewer of the game's kept records.
    Replays(GameId),
    Statistics,
    Rules,
}

impl Screen {
    /// The game whose screen this is.
    pub fn game(self) -> Option<GameId> {
        match self {
            Screen::Deal(game)
            | Screen::Turns(game)
            | Screen::Score(game)
            | Screen::Replays(game) => Some(game),
            Screen::Loading | Screen::Menu | Screen::Statistics | Screen::Rules => None,
        }
    }
}

/// A game's table is on screen: while dealing and while playing. The pause
/// belongs to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AtTable;

impl ComputedStates for AtTable {
    type SourceStates = Screen;

    /// Deal -> Turns stays at the table: the pause must not reset.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Deal(_) | Screen::Turns(_)).then_some(AtTable)
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
    /// The new-game page of the game the title menu has chosen.
    NewGame,
    /// The day's deals of the chosen game.
    Daily,
    /// Type or paste a deal code.
    Code,
    Settings,
}

impl Menu {
    pub const ALL: [Menu; 5] = [
        Menu::Title,
        Menu::NewGame,
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
