//! The cards-seen tracker (a setting, off by default): every number of the
//! deck, dimmed once it is on a pile, the person's own highlighted, so what
//! is still out of play reads at a glance. It reads only what the person's
//! seat sees: the piles and its own hand. In a Duel it tracks the
//! opponent's set, the one the person cannot see.

use accesskit::Role;
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use bevy::text::FontSize;

use crate::piles::choices::PilesChoices;
use crate::piles::session::{MatchSystems, PilesMatch, start_deal};
use crate::piles::table::layout::{CARD_SIZE, TableLayout};
use crate::piles::{GAME, InMatch};
use crate::shell::language::Tr;
use crate::shell::settings::Settings;
use crate::shell::states::{AppSystems, Screen};
use crate::shell::ui::a11y::described;
use crate::shell::ui::chrome;
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::piles::rules::Mode;

/// Numbers in a row of the grid.
const COLUMNS: usize = 10;
/// A number's cell, its text, and the panel's inset from the window's side,
/// as written; the panel shrinks from these to fit the margin left of the
/// piles (at the largest interface sizes).
const CELL: f32 = 21.0;
const FONT: f32 = 11.0;
const HEADING: f32 = 13.0;
const INSET: f32 = 14.0;
const PADDING: f32 = 6.0;
/// The panel's bottom above the window's, as written: clear of the
/// person's seat.
const ABOVE: f32 = 176.0;
/// The panel's width as written: the cells and the padding.
const WIDTH: f32 = COLUMNS as f32 * CELL + 2.0 * PADDING;

/// The tracker's panel.
#[derive(Component, Debug)]
pub struct CardsSeenPanel;

/// The panel's heading.
#[derive(Component, Debug)]
struct Heading;

/// One number of the grid.
#[derive(Component, Debug, Clone, Copy)]
pub struct SeenNumber(pub u8);

/// Where a number is, as far as the person's seat can tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seen {
    /// On a pile.
    Played,
    /// In the person's own hand.
    Mine,
    /// In another hand or the draw pile: still out of play.
    Out,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Deal(GAME)), spawn_panel.after(start_deal));
    app.add_systems(
        Update,
        (show_seen, fit_the_margin)
            .in_set(AppSystems::Update)
            .in_set(MatchSystems::OnTable),
    );
}

/// The seat whose cards are tracked: the co-op deck is everyone's; in a
/// Duel, the opponent's set.
fn tracked_seat(table: &PilesMatch) -> Option<usize> {
    let game = &table.game;
    (game.ruleset().mode == Mode::Duel).then(|| (table.viewer() + 1) % game.ruleset().seats)
}

/// Every number of the tracked set and where it is, from the person's view.
pub fn seen(table: &PilesMatch) -> Vec<(u8, Seen)> {
    let game = &table.game;
    let view = game.observation(table.viewer());
    let tracked = tracked_seat(table);
    let played: Vec<u8> = view
        .piles
        .iter()
        .flat_map(|pile| pile.cards.iter())
        .filter(|placed| tracked.is_none_or(|seat| placed.seat == seat))
        .map(|placed| placed.card)
        .collect();
    game.ruleset()
        .deck_cards()
        .into_iter()
        .map(|card| {
            let seen = if played.contains(&card) {
                Seen::Played
            } else if tracked.is_none() && view.hand.contains(&card) {
                Seen::Mine
            } else {
                Seen::Out
            };
            (card, seen)
        })
        .collect()
}

/// The numbers still out of play in runs: "2-9, 11, 14-20".
pub fn out_of_play_runs(seen: &[(u8, Seen)]) -> String {
    let mut runs: Vec<(u8, u8)> = Vec::new();
    for &(card, at) in seen {
        if at != Seen::Out {
            continue;
        }
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == card => *last = card,
            _ => runs.push((card, card)),
        }
    }
    runs.iter()
        .map(|&(first, last)| {
            if first == last {
                first.to_string()
            } else {
                format!("{first}-{last}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn spawn_panel(
    mut commands: Commands,
    table: Option<Res<PilesMatch>>,
    settings: Res<Settings>,
    colours: Res<Colours>,
) {
    let Some(table) = table else {
        return;
    };
    let numbers = table.game.ruleset().deck_cards();
    commands
        .spawn((
            CardsSeenPanel,
            DespawnOnExit(InMatch),
            Node {
                position_type: PositionType::Absolute,
                left: px(INSET),
                bottom: px(ABOVE),
                width: px(WIDTH),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(PADDING)),
                border_radius: BorderRadius::all(px(6)),
                ..default()
            },
            chrome::panel(),
            Pickable::IGNORE,
            visibility(settings.game::<PilesChoices>().cards_seen),
            described(Role::Group, String::new()),
        ))
        .with_children(|panel| {
            panel.spawn((Heading, theme::label("", HEADING, colours.muted)));
            for row in numbers.chunks(COLUMNS) {
                panel.spawn(Node::default()).with_children(|line| {
                    for &card in row {
                        line.spawn((
                            SeenNumber(card),
                            Node {
                                width: px(CELL),
                                justify_content: JustifyContent::End,
                                ..default()
                            },
                        ))
                        .with_child((
                            Text::new(card.to_string()),
                            theme::text_font(FONT),
                            TextColor(colours.text),
                            Pickable::IGNORE,
                        ));
                    }
                });
            }
        });
}

/// How much of its written size the panel takes so that it stays left of
/// the leftmost pile, for the table's layout, the window's width and the
/// interface size.
fn fit(layout: &TableLayout, window_width: f32, interface: f32) -> f32 {
    let Some(leftmost) = layout.piles.iter().map(|at| at.x).reduce(f32::min) else {
        return 1.0;
    };
    let per_unit = window_width / layout.area.width().max(1.0);
    let pile_left = (leftmost - CARD_SIZE.x / 2.0 - layout.area.min.x) * per_unit;
    // In interface pixels: the room between the window's side and the
    // pile, less an inset on each side.
    let room = pile_left / interface.max(0.1) - 2.0 * INSET;
    (room / WIDTH).clamp(0.3, 1.0)
}

#[allow(clippy::too_many_arguments)]
fn fit_the_margin(
    layout: Res<TableLayout>,
    window: Single<&Window>,
    scale: Res<UiScale>,
    mut panels: Query<&mut Node, (With<CardsSeenPanel>, Without<SeenNumber>)>,
    mut cells: Query<(&mut Node, &Children), With<SeenNumber>>,
    mut fonts: Query<&mut TextFont>,
    headings: Query<Entity, With<Heading>>,
    added: Query<(), Added<SeenNumber>>,
    mut now: Local<Option<f32>>,
) {
    let by = fit(&layout, window.width(), scale.0);
    if *now == Some(by) && added.is_empty() {
        return;
    }
    *now = Some(by);
    for mut node in &mut panels {
        node.left = px(INSET * by);
        node.bottom = px(ABOVE * by);
        node.width = px(WIDTH * by);
        node.padding = UiRect::all(px(PADDING * by));
    }
    for (mut node, children) in &mut cells {
        node.width = px(CELL * by);
        for child in children.iter() {
            if let Ok(mut font) = fonts.get_mut(child) {
                font.font_size = FontSize::Px(FONT * by);
            }
        }
    }
    for heading in &headings {
        if let Ok(mut font) = fonts.get_mut(heading) {
            font.font_size = FontSize::Px(HEADING * by);
        }
    }
}

fn visibility(on: bool) -> Visibility {
    if on {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

#[allow(clippy::type_complexity)]
fn show_seen(
    table: Res<PilesMatch>,
    settings: Res<Settings>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    mut panels: Query<(&mut Visibility, &mut AccessibilityNode), With<CardsSeenPanel>>,
    mut headings: Query<&mut Text, With<Heading>>,
    numbers: Query<(&SeenNumber, &Children)>,
    mut inks: Query<&mut TextColor>,
) {
    if !(table.is_changed() || settings.is_changed() || tr.is_changed() || colours.is_changed()) {
        return;
    }
    let Ok((mut shown, mut node)) = panels.single_mut() else {
        return;
    };
    shown.set_if_neq(visibility(settings.game::<PilesChoices>().cards_seen));
    if !settings.game::<PilesChoices>().cards_seen {
        return;
    }
    let seen = seen(&table);
    let heading = match tracked_seat(&table) {
        Some(_) => tr.get("seen-heading-duel"),
        None => tr.get("seen-heading"),
    };
    node.set_label(crate::tr!(
        tr,
        "seen-spoken",
        heading = heading.clone(),
        numbers = out_of_play_runs(&seen)
    ));
    for mut text in &mut headings {
        if text.0 != heading {
            text.0 = heading.clone();
        }
    }
    for (number, children) in &numbers {
        let at = seen
            .iter()
            .find(|(card, _)| *card == number.0)
            .map_or(Seen::Out, |(_, at)| *at);
        let ink = match at {
            Seen::Played => colours.muted.with_alpha(0.25),
            Seen::Mine => colours.accent,
            Seen::Out => colours.text,
        };
        for child in children.iter() {
            if let Ok(mut colour) = inks.get_mut(child) {
                colour.set_if_neq(TextColor(ink));
            }
        }
    }
}
