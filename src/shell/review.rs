//! What every game's review shows alike: a verdict's word and colour, and
//! the chart of a measure after each of the person's turns.

use bevy::prelude::*;

use crate::shell::ui::theme::Colours;
use pilefire_engine::piles::review::Verdict;

/// The chart's height in logical pixels.
pub const CHART_HEIGHT: f32 = 64.0;

/// The message key naming `verdict`.
pub fn verdict_key(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Best => "review-verdict-best",
        Verdict::Good => "review-verdict-good",
        Verdict::Inaccuracy => "review-verdict-inaccuracy",
        Verdict::Mistake => "review-verdict-mistake",
        Verdict::Blunder => "review-verdict-blunder",
    }
}

pub fn verdict_colour(verdict: Verdict, colours: &Colours) -> Color {
    match verdict {
        Verdict::Best | Verdict::Good => colours.good,
        Verdict::Inaccuracy => colours.accent,
        Verdict::Mistake | Verdict::Blunder => colours.danger,
    }
}

/// A bar for each turn: its height `fraction` (0 to 1) of the chart, its
/// colour its verdict's.
pub fn spawn_chart(
    panel: &mut ChildSpawnerCommands,
    bars: impl IntoIterator<Item = (f32, Verdict)>,
    colours: &Colours,
) {
    panel
        .spawn(Node {
            width: px(420),
            height: px(CHART_HEIGHT),
            align_items: AlignItems::FlexEnd,
            column_gap: px(1),
            border: UiRect::bottom(px(1)),
            ..default()
        })
        .insert(BorderColor::all(colours.muted))
        .with_children(|chart| {
            for (fraction, verdict) in bars {
                chart.spawn((
                    Node {
                        flex_grow: 1.0,
                        flex_basis: px(0),
                        height: px((CHART_HEIGHT * fraction.clamp(0.0, 1.0)).max(2.0)),
                        ..default()
                    },
                    BackgroundColor(verdict_colour(verdict, colours)),
                ));
            }
        });
}
