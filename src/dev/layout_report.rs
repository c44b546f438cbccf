//! Where things are on screen, for the checks that play as a person does
//! (`tools/play_as_a_person.py`, docs/TESTING.md): with
//! `PILEFIRE_LAYOUT_REPORT=FILE` the game keeps FILE up to date with the
//! screen it shows, the window positions of the cards, piles, draw piles,
//! seats and buttons, and whose turn it is. The checks aim real X input at
//! those positions, so the pointer still goes through the hit test; nothing
//! here takes input.
//!
//! One fact a line: a word, then values separated by spaces; a rectangle is
//! its centre and size in window pixels (`x y w h`).

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;

use crate::chameleons::replay_board::{ExpertChoice, ReplayRow};
use crate::chameleons::replays::ChameleonReplayViewer;
use crate::chameleons::review::ChameleonReview;
use crate::chameleons::session::ChameleonMatch;
use crate::chameleons::table::keys::RowsAction;
use crate::piles::card_look::{face_colour, number_ink};
use crate::piles::hints::Hint;
use crate::piles::review::PilesReview;
use crate::piles::session::PilesMatch;
use crate::piles::table::picked::{HistoryPile, Selection};
use crate::piles::table::piles::{DrawPileView, PileView};
use crate::piles::table::seats::SeatView;
use crate::piles::table::view::{CardView, Home, Place};
use crate::shell::camera::MainCamera;
use crate::shell::settings::Settings;
use crate::shell::states::{Menu, Screen};
use crate::shell::table::PresentationBusy;
use crate::shell::ui::theme::{ButtonAction, Colours};
use pilefire_engine::piles::rules::Action;

/// Names the file the report is written to.
pub const SWITCH: &str = "PILEFIRE_LAYOUT_REPORT";

#[derive(Resource)]
struct ReportFile {
    path: PathBuf,
    last: String,
}

pub(crate) fn plugin(app: &mut App) {
    let Some(path) = std::env::var_os(SWITCH) else {
        return;
    };
    app.insert_resource(ReportFile {
        path: PathBuf::from(path),
        last: String::new(),
    });
    app.add_systems(Last, write_report);
}

/// A colour as the screen shows it: sRGB bytes, `r g b`.
fn srgb_bytes(colour: Color) -> String {
    let srgb = colour.to_srgba();
    let byte = |value: f32| (value.clamp(0.0, 1.0) * 255.0).round() as u8;
    format!(
        "{} {} {}",
        byte(srgb.red),
        byte(srgb.green),
        byte(srgb.blue)
    )
}

fn rect(at: Vec2, size: Vec2) -> String {
    format!("{:.0} {:.0} {:.0} {:.0}", at.x, at.y, size.x, size.y)
}

#[allow(clippy::too_many_arguments)]
fn write_report(
    mut file: ResMut<ReportFile>,
    screen: Option<Res<State<Screen>>>,
    settings: Option<Res<Settings>>,
    menu: Option<Res<State<Menu>>>,
    busy: Option<Res<PresentationBusy>>,
    table: Option<Res<PilesMatch>>,
    rows: Option<Res<ChameleonMatch>>,
    selection: Option<Res<Selection>>,
    hint: Option<Res<Hint>>,
    history: Option<Res<HistoryPile>>,
    // The review, the replay it may be of (either game's), and the
    // table-talk log.
    (review, replay, talk, rows_review, rows_replay, expert_marks, colours): (
        Option<Res<PilesReview>>,
        Option<Res<crate::piles::replays::Viewer>>,
        Query<(&crate::piles::table::talk_log::TalkLine, &Text)>,
        Option<Res<ChameleonReview>>,
        Option<Res<ChameleonReplayViewer>>,
        Query<Option<&ReplayRow>, With<ExpertChoice>>,
        Option<Res<Colours>>,
    ),
    camera: Option<Single<(&Camera, &GlobalTransform), With<MainCamera>>>,
    sprites: Query<(
        &GlobalTransform,
        &Sprite,
        &InheritedVisibility,
        Option<&CardView>,
        Option<&Home>,
        Option<&PileView>,
        Option<&DrawPileView>,
        Option<&SeatView>,
    )>,
    buttons: Query<
        (
            Entity,
            &ComputedNode,
            &UiGlobalTransform,
            &InheritedVisibility,
            Option<&ButtonAction<RowsAction>>,
        ),
        With<Interaction>,
    >,
    children: Query<&Children>,
    texts: Query<&Text>,
) {
    let mut lines = Vec::new();
    if let Some(screen) = &screen {
        // The screen's kind, then whose: "screen Turns", "game Chameleons".
        let screen = *screen.get();
        let kind = format!("{screen:?}");
        lines.push(format!(
            "screen {}",
            kind.split('(').next().unwrap_or(&kind)
        ));
        let game = screen
            .game()
            .or(settings.map(|settings| settings.menu.game));
        if let Some(game) = game {
            lines.push(format!("game {}", game.0));
        }
    }
    if let Some(menu) = &menu {
        lines.push(format!("menu {:?}", menu.get()));
    }
    lines.push(format!("busy {}", busy.is_some_and(|busy| busy.0) as u8));
    // The newest table-talk line: "talk Computer: played ...".
    if let Some((_, text)) = talk
        .iter()
        .find(|(line, text)| line.0 == 0 && !text.0.is_empty())
    {
        lines.push(format!("talk {}", text.0));
    }
    // "review done 17 open 0" once the person's turns (or decisions) are
    // reviewed.
    let reviewed = match (&review, &rows_review) {
        (Some(review), _) => Some((review.result.as_ref().map(|r| r.turns.len()), review.open)),
        (_, Some(review)) => Some((
            review.result.as_ref().map(|r| r.decisions.len()),
            review.open,
        )),
        _ => None,
    };
    match reviewed {
        Some((Some(done), open)) => lines.push(format!("review done {done} open {}", open as u8)),
        Some((None, _)) => lines.push("review working".into()),
        None => {}
    }
    // The expert's choice for the person's next decision in a chameleon
    // replay, and what the board marks: "expert Take { row: 1 } marked Row(1)".
    if let Some(decision) = rows_replay.as_ref().and_then(|v| v.next_turn()) {
        let marked: Vec<String> = expert_marks
            .iter()
            .map(|row| row.map_or("Deck".into(), |row| format!("Row({})", row.0)))
            .collect();
        lines.push(format!(
            "expert {:?} marked {}",
            decision.expert,
            marked.join(" ")
        ));
    }
    let at = replay
        .and_then(|viewer| viewer.at())
        .or_else(|| rows_replay?.at());
    if let Some((position, last)) = at {
        lines.push(format!("replay {position} of {last}"));
    }
    if let Some(table) = &table {
        let game = &table.game;
        let viewer = table.viewer();
        lines.push(format!("seed {}", table.seed));
        lines.push(format!(
            "turn {} to_move {} viewer {} human_to_move {} over {} cards_left {} played_this_turn {}",
            game.turn(),
            game.to_move(),
            viewer,
            (table.is_human(game.to_move()) && !game.is_over()) as u8,
            game.is_over() as u8,
            game.cards_left(),
            game.plays_this_turn().len(),
        ));
        if table.is_human(game.to_move()) && !game.is_over() {
            for play in game.legal_plays() {
                lines.push(format!("legal {} {}", play.card, play.pile));
            }
        }
        if let Some(card) = selection.as_ref().and_then(|selection| selection.card) {
            lines.push(format!("selected {card}"));
        }
        if let Some(pile) = selection.as_ref().and_then(|selection| selection.pile) {
            lines.push(format!("pointed {pile}"));
        }
        if let Some(pile) = history.and_then(|history| history.0) {
            lines.push(format!("history {pile}"));
        }
        if let Some(Action::Play(play)) = hint.map(|hint| hint.suggestion) {
            lines.push(format!("hint {} {}", play.card, play.pile));
        }
        for (index, pile) in game.piles().iter().enumerate() {
            let owner = pile
                .owner
                .map_or("all".to_string(), |seat| seat.to_string());
            lines.push(format!("top {index} {} owner {owner}", pile.top()));
        }
    }
    if let Some(rows) = &rows {
        let game = &rows.game;
        let seat = game.current_player();
        lines.push(format!("seed {}", rows.seed));
        lines.push(format!(
            "chameleons to_move {seat} human_to_move {} over {} actions {}",
            (rows.is_human(seat) && !game.is_over()) as u8,
            game.is_over() as u8,
            game.history().len(),
        ));
        if let Some(last) = game.history().last() {
            lines.push(format!("last {last:?}"));
        }
        // A bot may act before the next report; the checks ask for the person's own.
        if let Some((index, mine)) = game
            .history()
            .iter()
            .enumerate()
            .rfind(|(_, entry)| rows.is_human(entry.player))
        {
            lines.push(format!("human_last {index} {mine:?}"));
        }
        for (index, row) in game.rows().iter().enumerate() {
            lines.push(format!(
                "row {index} cards {} in_middle {}",
                row.cards.len(),
                row.in_middle() as u8
            ));
        }
    }
    if let Some(camera) = camera {
        let (camera, at) = *camera;
        for (transform, sprite, visible, card, home, pile, deck, seat) in &sprites {
            if !visible.get() {
                continue;
            }
            let kind = if let Some(card) = card {
                let place = match home.map(|home| home.place) {
                    Some(Place::Hand) | None => "hand".to_string(),
                    Some(Place::Pile { pile, depth }) => format!("pile {pile} {depth}"),
                };
                let kind = format!("card {} {} {}", card.key.card, card.face_up as u8, place);
                // The paper and the number's ink a face-up card in a hand
                // or on top of a pile is printed in, for the checks that
                // look for them on the screen: a pile's top in the card's
                // own paper, a hand card in the paper the table gives it
                // now (dimmed when it has no place).
                let top_or_hand = matches!(
                    home.map(|home| home.place),
                    Some(Place::Hand) | Some(Place::Pile { depth: 0, .. })
                );
                if let (Some(colours), Some(table), true, true) =
                    (&colours, &table, card.face_up, top_or_hand)
                {
                    let ruleset = table.game.ruleset();
                    let paper = match home.map(|home| home.place) {
                        Some(Place::Hand) => sprite.color,
                        _ => face_colour(card.key.card, ruleset, colours),
                    };
                    lines.push(format!(
                        "look face {} ink {} of {kind}",
                        srgb_bytes(paper),
                        srgb_bytes(number_ink(card.key.card, ruleset, colours)),
                    ));
                }
                kind
            } else if let Some(pile) = pile {
                format!("pile {}", pile.0)
            } else if let Some(deck) = deck {
                format!("deck {}", deck.0)
            } else if let Some(seat) = seat {
                format!("seat {}", seat.0)
            } else {
                continue;
            };
            let Ok(centre) = camera.world_to_viewport(at, transform.translation()) else {
                continue;
            };
            let (scale, ..) = transform.to_scale_rotation_translation();
            let size = sprite.custom_size.unwrap_or(Vec2::ZERO) * scale.truncate();
            lines.push(format!("{kind} at {}", rect(centre, size)));
        }
    }
    for (entity, node, transform, visible, row_action) in &buttons {
        if !visible.get() || node.size() == Vec2::ZERO {
            continue;
        }
        let label = match row_action {
            Some(action) => format!("{:?}", action.0),
            None => first_text(entity, &children, &texts).unwrap_or_default(),
        };
        let scale = node.inverse_scale_factor();
        lines.push(format!(
            "button {:?} at {}",
            label.replace('\n', " "),
            rect(transform.translation * scale, node.size() * scale)
        ));
    }
    lines.sort();
    let report = lines.join("\n") + "\n";
    if report == file.last {
        return;
    }
    // Written whole and renamed, so a reader never sees half a report.
    let partial = file.path.with_extension("partial");
    if std::fs::write(&partial, &report).is_ok() && std::fs::rename(&partial, &file.path).is_ok() {
        file.last = report;
    }
}

/// The text a button shows: its own or its first descendant's.
fn first_text(entity: Entity, children: &Query<&Children>, texts: &Query<&Text>) -> Option<String> {
    if let Ok(text) = texts.get(entity) {
        return Some(text.0.clone());
    }
    children
        .get(entity)
        .ok()?
        .iter()
        .find_map(|child| first_text(child, children, texts))
}
