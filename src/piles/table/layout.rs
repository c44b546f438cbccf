//! Where everything on the table goes, in the camera's visible area (at least
//! the design's 1280 x 720, `shell::camera`); the spare width or height (e.g.
//! at 16:10) spreads the seats out.

use bevy::prelude::*;

use crate::piles::session::MatchSystems;

use crate::piles::session::PilesMatch;
use crate::shell::camera::{DESIGN_HEIGHT, DESIGN_WIDTH, MainCamera};
use crate::shell::pacing::{Pacing, PicturePace};
use crate::shell::settings::Settings;
use crate::shell::states::AppSystems;
use pilefire_engine::piles::rules::Mode;

pub const CARD_SIZE: Vec2 = Vec2::new(84.0, 120.0);

/// Positions on the table for the current game and window, in world units.
#[derive(Resource, Debug, Clone, Default)]
pub struct TableLayout {
    /// The visible world rectangle.
    pub area: Rect,
    pub piles: Vec<Vec2>,
    /// One per draw pile (co-op: one; Duel: one per seat).
    pub draw_piles: Vec<Vec2>,
    /// Where each seat's badge sits; the viewer's is beside the hand.
    pub seats: Vec<Vec2>,
    pub hand_center: Vec2,
    pub hand_width: f32,
}

impl TableLayout {
    pub fn compute(table: &PilesMatch, area: Rect) -> Self {
        let game = &table.game;
        let ruleset = game.ruleset();
        let viewer = table.viewer();
        let top = area.max.y;
        let bottom = area.min.y;
        let hand_center = Vec2::new(0.0, bottom + 100.0);
        let hand_width = (area.width() - 480.0).clamp(480.0, 860.0);
        let side = (area.width() / 2.0 - 110.0).min(560.0);
        match ruleset.mode {
            Mode::Coop => {
                // Alone at the table there is no seat above the piles: they
                // move up so no empty band is left at the top.
                let pile_y = if ruleset.seats == 1 { 80.0 } else { 35.0 };
                let piles = [-345.0, -115.0, 115.0, 345.0]
                    .into_iter()
                    .map(|x| Vec2::new(x, pile_y))
                    .collect();
                let others: Vec<usize> = (0..ruleset.seats).filter(|&s| s != viewer).collect();
                let mut seats = vec![Vec2::ZERO; ruleset.seats];
                let span = (area.width() - 420.0).min(1100.0);
                for (index, &seat) in others.iter().enumerate() {
                    let x = if others.len() == 1 {
                        0.0
                    } else {
                        -span / 2.0 + span * index as f32 / (others.len() - 1) as f32
                    };
                    seats[seat] = Vec2::new(x, top - 150.0);
                }
                seats[viewer] = Vec2::new(area.min.x + 128.0, bottom + 100.0);
                TableLayout {
                    area,
                    piles,
                    draw_piles: vec![Vec2::new(side, pile_y)],
                    seats,
                    hand_center,
                    hand_width,
                }
            }
            Mode::Duel => {
                let opponent = 1 - viewer;
                let own_y = -28.0;
                let their_y = 172.0;
                let mut piles = vec![Vec2::ZERO; 4];
                // Piles 2*seat (ascending) and 2*seat+1 (descending).
                piles[2 * viewer] = Vec2::new(-140.0, own_y);
                piles[2 * viewer + 1] = Vec2::new(140.0, own_y);
                piles[2 * opponent] = Vec2::new(-140.0, their_y);
                piles[2 * opponent + 1] = Vec2::new(140.0, their_y);
                let mut draw_piles = vec![Vec2::ZERO; 2];
                // Clear of the buttons down the right-hand side.
                draw_piles[viewer] = Vec2::new(side.min(320.0), own_y);
                draw_piles[opponent] = Vec2::new(side.min(320.0), their_y);
                let mut seats = vec![Vec2::ZERO; 2];
                seats[viewer] = Vec2::new(area.min.x + 128.0, bottom + 100.0);
                seats[opponent] = Vec2::new(area.min.x + 128.0, top - 150.0);
                TableLayout {
                    area,
                    piles,
                    draw_piles,
                    seats,
                    hand_center,
                    hand_width,
                }
            }
        }
    }

    /// Where card `index` of a hand of `count` goes, with its tilt.
    pub fn hand_slot(&self, index: usize, count: usize) -> (Vec2, f32) {
        let spacing = (self.hand_width / count.max(1) as f32).min(96.0);
        let offset = index as f32 - (count as f32 - 1.0) / 2.0;
        let position = self.hand_center + Vec2::new(offset * spacing, -offset * offset * 1.6);
        (position, -offset * 0.035)
    }

    /// The pile under a world position, if any (a little larger than a card).
    pub fn pile_at(&self, point: Vec2) -> Option<usize> {
        let half = CARD_SIZE / 2.0 + Vec2::splat(14.0);
        self.piles
            .iter()
            .position(|&pile| (point - pile).abs().cmple(half).all())
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TableLayout>();
    app.add_systems(
        Update,
        (
            update_layout
                .in_set(AppSystems::TickTimers)
                .in_set(MatchSystems::OnTable),
            apply_pacing.run_if(resource_changed::<Settings>),
        ),
    );
}

fn update_layout(
    table: Res<PilesMatch>,
    camera: Single<&Projection, With<MainCamera>>,
    mut layout: ResMut<TableLayout>,
) {
    let Projection::Orthographic(projection) = *camera else {
        return;
    };
    let mut area = projection.area;
    if area.width() < 1.0 {
        area = Rect::from_center_size(Vec2::ZERO, Vec2::new(DESIGN_WIDTH, DESIGN_HEIGHT));
    }
    let fresh = TableLayout::compute(&table, area);
    if fresh.area != layout.area
        || fresh.piles != layout.piles
        || fresh.seats != layout.seats
        || table.is_changed()
    {
        *layout = fresh;
    }
}

/// The table's timings follow the settings (see `shell::pacing`).
fn apply_pacing(
    settings: Res<Settings>,
    pictures: Option<Res<PicturePace>>,
    mut pacing: ResMut<Pacing>,
) {
    *pacing = Pacing::for_settings(&settings, pictures.is_some());
}
