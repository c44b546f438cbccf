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

use bevy::ecs::system::SystemParam;
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
use crate::piles::table::talk_log::TalkLine;
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

/// Where the report stands: the screen, its game, the menu page and
/// whether something still moves.
#[derive(SystemParam)]
struct Where<'w> {
    screen: Option<Res<'w, State<Screen>>>,
    settings: Option<Res<'w, Settings>>,
    menu: Option<Res<'w, State<Menu>>>,
    busy: Option<Res<'w, PresentationBusy>>,
}

/// The review, the replay it may be of (either game's), and the table-talk
/// log.
#[derive(SystemParam)]
struct Reviews<'w, 's> {
    piles: Option<Res<'w, PilesReview>>,
    piles_replay: Option<Res<'w, crate::piles::replays::PilesReplayViewer>>,
    talk: Query<'w, 's, (&'static TalkLine, &'static Text)>,
    rows: Option<Res<'w, ChameleonReview>>,
    rows_replay: Option<Res<'w, ChameleonReplayViewer>>,
    expert_marks: Query<'w, 's, Option<&'static ReplayRow>, With<ExpertChoice>>,
}

/// The number-pile table: the match and what the person has picked.
#[derive(SystemParam)]
struct PilesTable<'w> {
    table: Option<Res<'w, PilesMatch>>,
    selection: Option<Res<'w, Selection>>,
    hint: Option<Res<'w, Hint>>,
    history: Option<Res<'w, HistoryPile>>,
}

/// What is drawn: the table's sprites through the camera, and the buttons.
#[derive(SystemParam)]
struct Drawn<'w, 's> {
    colours: Option<Res<'w, Colours>>,
    camera: Option<Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<MainCamera>>>,
    sprites: Query<
        'w,
        's,
        (
            &'static GlobalTransform,
            &'static Sprite,
            &'static InheritedVisibility,
            Option<&'static CardView>,
            Option<&'static Home>,
            Option<&'static PileView>,
            Option<&'static DrawPileView>,
            Option<&'static SeatView>,
        ),
    >,
    buttons: Query<
        'w,
        's,
        (
            Entity,
            &'static ComputedNode,
            &'static UiGlobalTransform,
            &'static InheritedVisibility,
            Option<&'static ButtonAction<RowsAction>>,
        ),
        With<Interaction>,
    >,
    children: Query<'w, 's, &'static Children>,
    texts: Query<'w, 's, &'static Text>,
}

fn write_report(
    mut file: ResMut<ReportFile>,
    at: Where,
    reviews: Reviews,
    piles: PilesTable,
    rows: Option<Res<ChameleonMatch>>,
    drawn: Drawn,
) {
    let mut lines = Vec::new();
    where_lines(&at, &mut lines);
    review_lines(&reviews, &mut lines);
    piles_lines(&piles, &mut lines);
    if let Some(rows) = &rows {
        chameleon_lines(rows, &mut lines);
    }
    sprite_lines(&drawn, piles.table.as_deref(), &mut lines);
    button_lines(&drawn, &mut lines);
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

/// "screen Turns", "game Chameleons", "menu Title", "busy 0".
fn where_lines(at: &Where, lines: &mut Vec<String>) {
    if let Some(screen) = &at.screen {
        // The screen's kind, then whose.
        let screen = *screen.get();
        let kind = format!("{screen:?}");
        lines.push(format!(
            "screen {}",
            kind.split('(').next().unwrap_or(&kind)
        ));
        let game = screen.game().map(|game| game.0.to_string()).or(at
            .settings
            .as_ref()
            .and_then(|settings| settings.menu.game.clone()));
        if let Some(game) = game {
            lines.push(format!("game {game}"));
        }
    }
    if let Some(menu) = &at.menu {
        lines.push(format!("menu {:?}", menu.get()));
    }
    let busy = at.busy.as_ref().is_some_and(|busy| busy.0);
    lines.push(format!("busy {}", busy as u8));
}

/// The newest table-talk line, the review's state, the expert's marked
/// choice in a chameleon replay and the replay's position.
fn review_lines(reviews: &Reviews, lines: &mut Vec<String>) {
    // "talk Computer: played ...".
    if let Some((_, text)) = reviews
        .talk
        .iter()
        .find(|(line, text)| line.0 == 0 && !text.0.is_empty())
    {
        lines.push(format!("talk {}", text.0));
    }
    // "review done 17 open 0" once the person's turns (or decisions) are
    // reviewed.
    let reviewed = match (&reviews.piles, &reviews.rows) {
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
    // "expert Take { row: 1 } marked Row(1)".
    let rows_replay = reviews.rows_replay.as_deref();
    if let Some(decision) = rows_replay.and_then(|v| v.next_turn()) {
        let marked: Vec<String> = reviews
            .expert_marks
            .iter()
            .map(|row| row.map_or("Deck".into(), |row| format!("Row({})", row.0)))
            .collect();
        lines.push(format!(
            "expert {:?} marked {}",
            decision.expert,
            marked.join(" ")
        ));
    }
    let at = reviews
        .piles_replay
        .as_ref()
        .and_then(|viewer| viewer.at())
        .or_else(|| rows_replay?.at());
    if let Some((position, last)) = at {
        lines.push(format!("replay {position} of {last}"));
    }
}

/// The number-pile table: whose turn, the legal plays for the person, what
/// is picked or hinted, and each pile's top.
fn piles_lines(piles: &PilesTable, lines: &mut Vec<String>) {
    let Some(table) = &piles.table else {
        return;
    };
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
    let selection = piles.selection.as_ref();
    if let Some(card) = selection.and_then(|selection| selection.card) {
        lines.push(format!("selected {card}"));
    }
    if let Some(pile) = selection.and_then(|selection| selection.pile) {
        lines.push(format!("pointed {pile}"));
    }
    if let Some(pile) = piles.history.as_ref().and_then(|history| history.0) {
        lines.push(format!("history {pile}"));
    }
    if let Some(Action::Play(play)) = piles.hint.as_ref().map(|hint| hint.suggestion) {
        lines.push(format!("hint {} {}", play.card, play.pile));
    }
    for (index, pile) in game.piles().iter().enumerate() {
        let owner = pile
            .owner
            .map_or("all".to_string(), |seat| seat.to_string());
        lines.push(format!("top {index} {} owner {owner}", pile.top()));
    }
}

/// The chameleon table: whose turn, the last action (and the person's
/// own), and each row.
fn chameleon_lines(rows: &ChameleonMatch, lines: &mut Vec<String>) {
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

/// Each visible card, pile, draw pile and seat of the table, in window
/// pixels.
fn sprite_lines(drawn: &Drawn, table: Option<&PilesMatch>, lines: &mut Vec<String>) {
    let Some(camera) = &drawn.camera else {
        return;
    };
    let (camera, at) = **camera;
    for (transform, sprite, visible, card, home, pile, deck, seat) in &drawn.sprites {
        if !visible.get() {
            continue;
        }
        let kind = if let Some(card) = card {
            card_line(drawn, table, card, home, sprite, lines)
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

/// A card's kind ("card 17 1 pile 2 0"); for a face-up card in a hand or
/// on top of a pile, also the paper and the number's ink it is printed in,
/// for the checks that look for them on the screen: a pile's top in the
/// card's own paper, a hand card in the paper the table gives it now
/// (dimmed when it has no place).
fn card_line(
    drawn: &Drawn,
    table: Option<&PilesMatch>,
    card: &CardView,
    home: Option<&Home>,
    sprite: &Sprite,
    lines: &mut Vec<String>,
) -> String {
    let place = match home.map(|home| home.place) {
        Some(Place::Hand) | None => "hand".to_string(),
        Some(Place::Pile { pile, depth }) => format!("pile {pile} {depth}"),
    };
    let kind = format!("card {} {} {}", card.key.card, card.face_up as u8, place);
    let top_or_hand = matches!(
        home.map(|home| home.place),
        Some(Place::Hand) | Some(Place::Pile { depth: 0, .. })
    );
    if let (Some(colours), Some(table), true, true) =
        (&drawn.colours, table, card.face_up, top_or_hand)
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
}

/// Each visible button: a chameleon row's action, or its text.
fn button_lines(drawn: &Drawn, lines: &mut Vec<String>) {
    for (entity, node, transform, visible, row_action) in &drawn.buttons {
        if !visible.get() || node.size() == Vec2::ZERO {
            continue;
        }
        let label = match row_action {
            Some(action) => format!("{:?}", action.0),
            None => first_text(entity, &drawn.children, &drawn.texts).unwrap_or_default(),
        };
        let scale = node.inverse_scale_factor();
        lines.push(format!(
            "button {:?} at {}",
            label.replace('\n', " "),
            rect(transform.translation * scale, node.size() * scale)
        ));
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
