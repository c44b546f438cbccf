//! The table-talk log (co-op: under the top bar; Duel: right of the piles):
//! the latest bot turns and
//! why they went as they did, newest first, the newest read out by a screen
//! reader.

use bevy::prelude::*;

use crate::piles::session::{MatchSystems, PilesMatch, start_deal};
use crate::piles::talk::{TalkLog, describe};
use crate::piles::{GAME, InMatch};
use crate::shell::language::Tr;
use crate::shell::states::{AppSystems, Screen};
use crate::shell::ui::a11y::Announced;
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::piles::rules::Mode;

/// Lines the log shows: the room between the top bar and the seats.
const SHOWN: usize = 2;

/// The log's line `0` (newest) or `1`.
#[derive(Component, Debug, Clone, Copy)]
pub struct TalkLine(pub usize);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Deal(GAME)), spawn_log.after(start_deal));
    app.add_systems(
        Update,
        show_log
            .in_set(AppSystems::Update)
            .in_set(MatchSystems::OnTable),
    );
}

fn spawn_log(mut commands: Commands, table: Option<Res<PilesMatch>>, colours: Res<Colours>) {
    let Some(table) = table else {
        return;
    };
    // Teammates and the Duel computer explain themselves; solitaire has none.
    if table.game.ruleset().seats == 1 {
        return;
    }
    // A Duel's turn line takes the room under the top bar; its log goes to
    // the free column right of the piles.
    let (node, justify) = if table.game.ruleset().mode == Mode::Duel {
        let node = Node {
            position_type: PositionType::Absolute,
            top: px(110),
            right: px(14),
            width: px(236),
            flex_direction: FlexDirection::Column,
            row_gap: px(8),
            ..default()
        };
        (node, Justify::Left)
    } else {
        let node = Node {
            position_type: PositionType::Absolute,
            top: px(46),
            left: px(250),
            right: px(250),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            ..default()
        };
        (node, Justify::Center)
    };
    commands.spawn((
        DespawnOnExit(InMatch),
        node,
        Pickable::IGNORE,
        children![
            (
                TalkLine(0),
                Announced,
                theme::label("", 15.0, colours.text),
                TextLayout::justify(justify),
            ),
            (
                TalkLine(1),
                theme::label("", 13.0, colours.muted),
                TextLayout::justify(justify),
            ),
        ],
    ));
}

fn show_log(
    log: Res<TalkLog>,
    tr: Res<Tr>,
    table: Res<PilesMatch>,
    mut lines: Query<(&TalkLine, &mut Text)>,
) {
    if !log.is_changed() && !tr.is_changed() {
        return;
    }
    for (line, mut text) in &mut lines {
        let wanted = log
            .lines
            .iter()
            .rev()
            .take(SHOWN)
            .nth(line.0)
            .map_or(String::new(), |(seat, said)| {
                describe(&table, *seat, said, &tr)
            });
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
}
