//! How big everything on the chameleon table is drawn, from the room the
//! window gives it: the rows' cards grow until the rows fill the height
//! (or the width runs out), the deck and the drawn card follow, and the
//! players' panels take what is left. Text keeps the interface size the
//! person chose, up to 125% of the design, like the number-pile table.

use bevy::prelude::*;

use crate::game::core::chameleon_session::at_chameleon_table;
use crate::game::core::states::AppSystems;

/// The design the table's sizes are written for, in logical pixels.
const DESIGN: Vec2 = Vec2::new(1280.0, 720.0);
/// Text and spacing grow no further than this on the table: above it the
/// rows and players no longer fit side by side.
const MOST_TEXT: f32 = 1.25;

/// The board's room in the interface's logical pixels (window / UiScale).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct BoardRoom(pub Vec2);

impl Default for BoardRoom {
    fn default() -> Self {
        BoardRoom(DESIGN)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardRoom>();
    app.add_systems(
        Update,
        measure_room
            .in_set(AppSystems::TickTimers)
            .run_if(at_chameleon_table),
    );
}

fn measure_room(
    window: Option<Single<&Window>>,
    scale: Option<Res<UiScale>>,
    mut room: ResMut<BoardRoom>,
) {
    let Some(window) = window else {
        return;
    };
    let scale = scale.map_or(1.0, |scale| scale.0).max(0.1);
    let size = Vec2::new(window.width(), window.height()) / scale;
    // Whole pixels: a sub-pixel wobble must not rebuild the board.
    let size = size.round();
    if size.x >= 1.0 && size.y >= 1.0 && room.0 != size {
        room.0 = size;
    }
}

/// Sizes for one board, in logical pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    /// Text and spacing are multiplied by this (1 at the design size).
    pub text: f32,
    /// The width of a card in a row.
    pub row_card: f32,
    /// The row card at the head of each row.
    pub head: f32,
    /// The deck's width and the drawn card's.
    pub deck: f32,
    pub held: f32,
    /// The deck's column.
    pub deck_column: f32,
    /// The players' panels (text, chips) are multiplied by this.
    pub player: f32,
    /// The top bar's text (title, deal code, last-round banner), which
    /// must fit on one line across the window.
    pub bar: f32,
}

impl Default for Fit {
    fn default() -> Self {
        Fit::new(DESIGN, 4, 3, 4)
    }
}

impl Fit {
    /// The sizes for `game`'s rows and players in `room`.
    pub fn for_game(room: Vec2, game: &crate::chameleons::ChameleonGame) -> Fit {
        let capacity = game
            .rows()
            .iter()
            .map(|row| row.capacity)
            .max()
            .unwrap_or(3);
        Fit::new(room, game.rows().len(), capacity, game.players())
    }

    /// The sizes for `rows` rows of at most `capacity` cards and `players`
    /// players' panels in `room`.
    pub fn new(room: Vec2, rows: usize, capacity: usize, players: usize) -> Fit {
        // The smallest room at which text keeps its size: the design's
        // room at the most text grows.
        let least = DESIGN / MOST_TEXT;
        let t = (room.x / least.x).min(room.y / least.y).min(1.0);
        let (n, cap) = (rows.max(1) as f32, capacity.max(1) as f32);
        // Top bar, status bar, the board's padding and gaps.
        let height = room.y - 150.0 * t;
        // The deck's column: its words, the deck and the drawn card (1.2 x).
        let deck = ((height - 187.0 * t) / 3.08).clamp(24.0, 150.0 * t);
        let deck_column = (190.0 * t).max(deck * 1.2 + 24.0 * t);
        // Each row: its padding and frame around a card 1.4 times as high.
        // Rows 12 apart, so two rows' frames never touch.
        let by_height = ((height - (n - 1.0) * 12.0 * t) / n - 18.0 * t) / 1.4;
        let spare = room.x - 56.0 * t - deck_column - 420.0 * t;
        // The row card is 0.7 of a card, and never narrower than its words.
        let mut by_width = (spare - 42.0 * t) / (cap + 0.7);
        if by_width * 0.7 < 84.0 * t {
            by_width = (spare - 126.0 * t) / cap;
        }
        let row_card = by_height.min(by_width).max(20.0);
        let head = (row_card * 0.7).max(84.0 * t);
        let deck = deck.min(row_card * 1.15).max(24.0);
        let rows_width = 42.0 * t + head + cap * row_card;
        let players_width = room.x - 56.0 * t - deck_column - rows_width;
        let by_height = (height - (players as f32 - 1.0) * 8.0 * t) / (players as f32 * 92.0);
        let player = by_height.min(players_width / 600.0).min(1.6 * t);
        Fit {
            text: t,
            row_card,
            head,
            deck,
            held: deck * 1.2,
            deck_column,
            player,
            bar: t.min(room.x / 1150.0),
        }
    }

    /// `size` logical pixels of text or spacing.
    pub fn px(&self, size: f32) -> Val {
        Val::Px(size * self.text)
    }

    /// A font size.
    pub fn font(&self, size: f32) -> f32 {
        size * self.text
    }
}
