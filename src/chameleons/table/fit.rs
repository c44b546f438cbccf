//! How big everything on the chameleon table is drawn, from the size the
//! window gives it: the rows' cards grow until the rows fill the height
//! (or the width runs out), the deck and the drawn card follow, and the
//! players' panels take what is left. Text keeps the interface size the
//! person chose, up to 125% of the design, like the number-pile table.

use bevy::prelude::*;

use crate::chameleons::session::at_chameleon_table;
use crate::shell::states::AppSystems;

use crate::chameleons::board::DESIGN;
pub use crate::chameleons::board::Fit;

/// The board's size in the interface's logical pixels (window / UiScale).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct BoardSize(pub Vec2);

impl Default for BoardSize {
    fn default() -> Self {
        BoardSize(DESIGN)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardSize>();
    app.add_systems(
        Update,
        measure_board
            .in_set(AppSystems::TickTimers)
            .run_if(at_chameleon_table),
    );
}

fn measure_board(
    window: Option<Single<&Window>>,
    scale: Option<Res<UiScale>>,
    mut board: ResMut<BoardSize>,
) {
    let Some(window) = window else {
        return;
    };
    let scale = scale.map_or(1.0, |scale| scale.0).max(0.1);
    let size = Vec2::new(window.width(), window.height()) / scale;
    // Whole pixels: a sub-pixel wobble must not rebuild the board.
    let size = size.round();
    if size.x >= 1.0 && size.y >= 1.0 && board.0 != size {
        board.0 = size;
    }
}
