//! The chameleon game's final scoring: every player's collection by colour
//! (swatch, symbol, name and count), the jokers assigned and the colours
//! scoring plus, the totals on the game's side, the tie-break when it
//! applies (R-CL-13) and the winner. The best choice is proposed for
//! everyone (R-CL-12); the person may change their own plus colours and
//! jokers, by keys or mouse, and sees their total and place follow. Then
//! play again (same set-up, a new deal) or back to the menu. The statistics
//! keep the result of the choice shown when the person leaves
//! (`core::chameleon_kept`); the line of statistics here counts it already.

use crate::chameleons::GAME;
use accesskit::Role;
use bevy::prelude::*;

use crate::shell::pad::KeysLegend;

use crate::chameleons::card::MiniArt;
use crate::chameleons::describe::chameleon_code_text;
use crate::chameleons::kept::{
    PendingChameleonGame, Stats, chameleon_summary, counts_chameleon_game,
};
use crate::chameleons::look::{card_square, colour_name, swatch, symbol};
pub use crate::chameleons::result::ChameleonScoreView;
use crate::chameleons::result::{headline, largest_colour, side_name, tie_line};
use crate::chameleons::setup::{ChameleonFinished, ChameleonSetup};
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::review::{ReviewPanel, open_and_close, review_closed};
use crate::shell::states::Screen;
use crate::shell::table::CountBotGames;
use crate::shell::ui::a11y::described;
use crate::shell::ui::focus::{FocusList, FocusRows, mark_focused};
use crate::shell::ui::theme::{self, Colours};
use crate::shell::ui::zoom::FillsWindow;
use pilefire_engine::chameleons::review::Review;
use pilefire_engine::chameleons::{Card, ChameleonGame, Colour, ScoreChoice};

/// What a button or key on this screen does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChScoreAction {
    /// The person's colour: plus on or off.
    Colour(Colour),
    /// The person's next joker goes to the colour last chosen.
    Joker,
    Best,
    /// The deal code to the clipboard (C).
    CopyCode,
    PlayAgain,
    Menu,
}

#[derive(Resource, Debug, Clone, Copy, Default)]
/// The keyboard's place (apart from the view, so moving it redraws nothing).
struct ChScoreFocus(FocusList);

/// The total shown for a seat.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShownTotal(pub usize);

/// The headline, the one line that names the winner ("You win!", "3rd
/// place of 4 · Bot 2 wins").
#[derive(Component, Debug, Clone, Copy)]
pub struct Headline;

/// The tie-break line, present only when the top total is shared.
#[derive(Component, Debug, Clone, Copy)]
pub struct TieLine;

/// What copying the deal code did.
#[derive(Component, Debug, Clone, Copy)]
pub struct CopyNote;

#[derive(Component)]
struct ScoreRoot;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ChameleonScoreView>();
    app.init_resource::<ChScoreFocus>();
    app.add_systems(OnEnter(Screen::Score(GAME)), start_view);
    app.add_systems(
        Update,
        (
            // The review, open over the screen, has the keys to itself.
            score_input
                .run_if(review_closed::<Review>)
                .before(open_and_close::<Review>),
            share_choice,
            redraw,
        )
            .chain()
            .run_if(in_state(Screen::Score(GAME))),
    );
}

fn start_view(
    finished: Option<Res<ChameleonFinished>>,
    mut view: ResMut<ChameleonScoreView>,
    mut focus: ResMut<ChScoreFocus>,
) {
    let Some(finished) = finished else {
        *view = ChameleonScoreView::default();
        return;
    };
    *view = ChameleonScoreView::of(&finished.game);
    let items = items(&finished);
    let start = items
        .iter()
        .position(|item| *item == ChScoreAction::PlayAgain)
        .unwrap_or(0);
    focus.0 = FocusList::at(start);
}

/// The finished game's deal code.
fn code_of(finished: &ChameleonFinished) -> String {
    chameleon_code_text(
        finished.game.players(),
        finished.game.config().side,
        finished.seed,
    )
}

/// The result of the choices shown is what leaving the screen keeps.
fn share_choice(view: Res<ChameleonScoreView>, mut pending: ResMut<PendingChameleonGame>) {
    if view.is_changed() && pending.pending {
        pending.outcome = view.outcome.clone();
    }
}

/// The focusable buttons in order: the person's colours, then the rest.
fn items(finished: &ChameleonFinished) -> Vec<ChScoreAction> {
    let mut items = Vec::new();
    if let Some(seat) = finished.setup.human_seat {
        let game = &finished.game;
        items.extend(
            game.colours_in_play()
                .iter()
                .map(|&c| ChScoreAction::Colour(c)),
        );
        if game.collection(seat).all_jokers() > 0 {
            items.push(ChScoreAction::Joker);
        }
        items.push(ChScoreAction::Best);
    }
    items.extend([
        ChScoreAction::CopyCode,
        ChScoreAction::PlayAgain,
        ChScoreAction::Menu,
    ]);
    items
}

#[allow(clippy::too_many_arguments)]
fn score_input(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ChScoreAction>,
    shown: FocusRows<ChScoreAction>,
    finished: Option<Res<ChameleonFinished>>,
    mut view: ResMut<ChameleonScoreView>,
    mut focus: ResMut<ChScoreFocus>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut sfx: MessageWriter<Sfx>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    tr: Res<Tr>,
) {
    let Some(finished) = finished else {
        if keys.just_pressed(KeyCode::Escape) {
            next.set(Screen::Menu);
        }
        return;
    };
    let items = items(&finished);
    focus.0.follow_keys(
        &keys,
        [KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::Tab],
        [KeyCode::ArrowLeft, KeyCode::ArrowUp],
        items.len(),
    );
    let mut action = theme::pressed(&buttons);
    if let Some(pressed) = action
        && let Some(at) = items.iter().position(|item| *item == pressed)
    {
        focus.0.set(at, items.len());
    }
    let focused = items[focus.0.index()];
    mark_focused(&mut commands, &shown, Some(&focused));
    if let ChScoreAction::Colour(colour) = focused
        && view.colour != Some(colour)
    {
        view.colour = Some(colour);
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        action = Some(focused);
    }
    let shortcuts = [
        (KeyCode::KeyJ, ChScoreAction::Joker),
        (KeyCode::KeyB, ChScoreAction::Best),
        (KeyCode::KeyC, ChScoreAction::CopyCode),
        (KeyCode::KeyN, ChScoreAction::PlayAgain),
        (KeyCode::KeyM, ChScoreAction::Menu),
        (KeyCode::Escape, ChScoreAction::Menu),
    ];
    for (key, shortcut) in shortcuts {
        if keys.just_pressed(key) && items.contains(&shortcut) {
            action = Some(shortcut);
        }
    }
    let Some(action) = action else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    let game = &finished.game;
    let seat = finished.setup.human_seat;
    match (action, seat) {
        (ChScoreAction::Colour(colour), Some(seat)) => {
            view.colour = Some(colour);
            view.toggle_plus(game, seat, colour);
        }
        (ChScoreAction::Joker, Some(seat)) => {
            if let Some(colour) = view.colour {
                view.move_joker(game, seat, colour);
            }
        }
        (ChScoreAction::Best, Some(_)) => {
            let colour = view.colour;
            *view = ChameleonScoreView::of(game);
            view.colour = colour;
        }
        (ChScoreAction::CopyCode, _) => {
            let code = code_of(&finished);
            let copied = clipboard.map(|mut clipboard| clipboard.set_text(code.clone()));
            view.note = Some(match copied {
                Some(Ok(())) => crate::tr!(tr, "chscore-copied", code = code),
                Some(Err(error)) => {
                    crate::tr!(tr, "chscore-copy-failed", reason = error.to_string())
                }
                None => crate::tr!(tr, "chscore-copy-failed", reason = "-"),
            });
        }
        (ChScoreAction::PlayAgain, _) => {
            commands.insert_resource(ChameleonSetup {
                seed: None,
                daily: false,
                ..finished.setup.clone()
            });
            next.set(Screen::Turns(GAME));
        }
        (ChScoreAction::Menu, _) => next.set(Screen::Menu),
        _ => {}
    }
}

fn redraw(
    mut commands: Commands,
    finished: Option<Res<ChameleonFinished>>,
    view: Res<ChameleonScoreView>,
    stats: Res<Stats>,
    count_bot_games: Option<Res<CountBotGames>>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    roots: Query<Entity, With<ScoreRoot>>,
) {
    if !(view.is_changed() || tr.is_changed() || roots.is_empty()) {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    let root = commands
        .spawn((
            ScoreRoot,
            DespawnOnExit(Screen::Score(GAME)),
            crate::shell::ui::scroll::centred_screen(6.0),
            FillsWindow,
        ))
        .id();
    let (Some(finished), Some(outcome)) = (finished, view.outcome.as_ref()) else {
        commands
            .entity(root)
            .with_child(theme::label(tr.get("chscore-none"), 24.0, colours.muted));
        return;
    };
    let game = &finished.game;
    let (title, good) = headline(&finished, outcome, &tr);
    let side = side_name(game.config().side, &tr);
    // The statistics as they will be with this game kept as now chosen.
    let counted = counts_chameleon_game(&finished, count_bot_games.as_deref());
    let summary = chameleon_summary(&finished, Some(outcome), None).filter(|_| counted);
    let record_line = summary.as_ref().map(|summary| {
        let key =
            pilefire_engine::chameleons::stats::ChameleonKey::new(summary.players, summary.side);
        let mut tally = stats.tally(&key).cloned().unwrap_or_default();
        tally.add(summary);
        crate::tr!(
            tr,
            "chscore-record",
            games = tally.games,
            wins = tally.wins,
            mean = format!("{:.1}", tally.mean_score().unwrap_or(0.0)),
            best = tally.best.unwrap_or(summary.score)
        )
    });
    commands.entity(root).with_children(|screen| {
        let tone = if good { colours.good } else { colours.accent };
        screen.spawn((Headline, theme::label(title, 40.0, tone)));
        // The deal and the record share a row, so five players fit at 200%.
        screen
            .spawn(Node {
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                column_gap: px(24),
                ..default()
            })
            .with_children(|row| {
                row.spawn(theme::label(
                    crate::tr!(
                        tr,
                        "chscore-subtitle",
                        players = game.players(),
                        side = side,
                        seed = finished.seed.to_string(),
                        code = code_of(&finished)
                    ),
                    16.0,
                    colours.muted,
                ));
                if let Some(line) = record_line {
                    row.spawn(theme::label(line, 15.0, colours.accent));
                }
            });
        // Filled by `review.rs` once the person's decisions are reviewed.
        screen.spawn((ReviewPanel, Node::default()));
        for seat in 0..game.players() {
            spawn_player(screen, &finished, &view, seat, &tr, &colours);
        }
        if let Some(line) = tie_line(&finished, outcome, &tr) {
            screen.spawn((TieLine, theme::label(line, 16.0, colours.text)));
        }
        spawn_buttons(screen, &finished, &view, &tr);
        if let Some(key) = view.message {
            screen.spawn(theme::label(tr.get(key), 15.0, colours.danger));
        }
        if let Some(note) = &view.note {
            screen.spawn((CopyNote, theme::label(note.clone(), 15.0, colours.accent)));
        }
        let keys = if finished.setup.human_seat.is_some() {
            "chscore-keys"
        } else {
            "chscore-keys-bots"
        };
        screen.spawn((
            KeysLegend(keys),
            theme::label(tr.get(keys), 13.0, colours.muted),
        ));
    });
}

/// One player's panel: name, colour chips, extras and the total, then the
/// jokers and plus colours in words.
fn spawn_player(
    screen: &mut ChildSpawnerCommands,
    finished: &ChameleonFinished,
    view: &ChameleonScoreView,
    seat: usize,
    tr: &Tr,
    colours: &Colours,
) {
    let game = &finished.game;
    let collection = game.collection(seat);
    let choice = &view.choices[seat];
    let outcome = view.outcome.as_ref().expect("drawn with an outcome");
    let is_person = finished.setup.human_seat == Some(seat);
    let won = outcome.winners.contains(&seat);
    let name = finished.names.get(seat).cloned().unwrap_or_default();
    let named = |colours: &[Colour]| -> String {
        if colours.is_empty() {
            return tr.get("chscore-nothing");
        }
        colours
            .iter()
            .map(|&c| colour_name(c, tr))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let jokers = named(&choice.joker_colours);
    let plus = named(&choice.plus_colours);
    let most = largest_colour(game, seat, choice);
    let details = crate::tr!(
        tr,
        "chscore-details",
        jokers = jokers.clone(),
        held = collection.all_jokers(),
        plus = plus.clone(),
        most = most
    );
    let cards: Vec<String> = game
        .colours_in_play()
        .iter()
        .map(|&c| format!("{} {}", colour_name(c, tr), collection.count(c)))
        .collect();
    let spoken = crate::tr!(
        tr,
        "chscore-spoken",
        name = name.clone(),
        cards = cards.join(", "),
        plustwos = collection.plus_twos,
        details = details.clone(),
        total = view.totals[seat]
    );
    let border = if won { colours.good } else { colours.panel };
    screen
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                padding: UiRect::axes(px(10), px(4)),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(8)),
                width: percent(100),
                max_width: px(1250),
                ..default()
            },
            crate::shell::ui::chrome::panel(),
            BorderColor::all(border),
            described(Role::Group, spoken),
        ))
        .with_children(|panel| {
            panel
                .spawn(Node {
                    align_items: AlignItems::Center,
                    column_gap: px(6),
                    ..default()
                })
                .with_children(|line| {
                    let mark = if won { "\u{2605} " } else { "" };
                    let colour = if is_person {
                        colours.accent
                    } else {
                        colours.text
                    };
                    line.spawn(Node {
                        width: px(150),
                        ..default()
                    })
                    .with_child(theme::label(
                        format!("{mark}{name}"),
                        18.0,
                        colour,
                    ));
                    for &colour in game.colours_in_play() {
                        spawn_chip(line, game, seat, choice, colour, is_person, tr, colours);
                    }
                    for (card, count) in [
                        (Card::Joker, collection.jokers),
                        (Card::GoldenJoker, collection.golden_jokers),
                        (Card::PlusTwo, collection.plus_twos),
                    ] {
                        if count > 0 {
                            line.spawn(card_square(card, 22.0, colours));
                            line.spawn(theme::label(format!("\u{d7}{count}"), 15.0, colours.text));
                        }
                    }
                    line.spawn(Node {
                        flex_grow: 1.0,
                        ..default()
                    });
                    line.spawn((
                        ShownTotal(seat),
                        theme::label(view.totals[seat].to_string(), 28.0, colours.accent),
                    ));
                });
            let mut below = details;
            if view.totals[seat] != view.best_totals[seat] {
                below = crate::tr!(
                    tr,
                    "chscore-yours",
                    details = below,
                    best = view.best_totals[seat]
                );
            }
            panel.spawn(theme::label(below, 13.0, colours.muted));
        });
}

/// A colour of one collection: swatch and symbol, plus or minus, name and
/// count (and the jokers given to it). The person's are buttons.
#[allow(clippy::too_many_arguments)]
fn spawn_chip(
    line: &mut ChildSpawnerCommands,
    game: &ChameleonGame,
    seat: usize,
    choice: &ScoreChoice,
    colour: Colour,
    is_person: bool,
    tr: &Tr,
    colours: &Colours,
) {
    let count = game.collection(seat).count(colour);
    let jokers = choice
        .joker_colours
        .iter()
        .filter(|&&c| c == colour)
        .count();
    let plus = choice.plus_colours.contains(&colour);
    let held = count > 0 || jokers > 0;
    let sign = match (held, plus) {
        (false, _) => " ",
        (true, true) => "+",
        (true, false) => "\u{2212}",
    };
    let joker_mark = if jokers > 0 {
        format!("+{jokers}J")
    } else {
        String::new()
    };
    let text = format!("{sign}{} {count}{joker_mark}", colour_name(colour, tr));
    let ink = match (held, plus) {
        (false, _) => colours.muted,
        (true, true) => colours.good,
        (true, false) => colours.danger,
    };
    let node = Node {
        align_items: AlignItems::Center,
        column_gap: px(4),
        padding: UiRect::axes(px(4), px(2)),
        border: UiRect::all(px(2)),
        border_radius: BorderRadius::all(px(5)),
        min_height: px(30),
        ..default()
    };
    let frame = if plus && held {
        colours.good
    } else {
        Color::NONE
    };
    // The colour's chameleon (a swatch where no art is drawn) with its
    // symbol tucked in at the foot, in the room the curled tail leaves.
    let swatch_box = (
        Node {
            width: px(24),
            height: px(24),
            border_radius: BorderRadius::all(px(4)),
            ..default()
        },
        BackgroundColor(swatch(colour, colours)),
        MiniArt(swatch(colour, colours)),
        Pickable::IGNORE,
        children![(
            Node {
                position_type: PositionType::Absolute,
                right: px(-3),
                bottom: px(-4),
                ..default()
            },
            Text::new(symbol(colour)),
            TextFont::from_font_size(11.0),
            TextColor(colours.text),
            Pickable::IGNORE,
        )],
    );
    let mut chip = line.spawn((node, BorderColor::all(frame)));
    if is_person {
        chip.insert((
            Button,
            theme::ButtonAction(ChScoreAction::Colour(colour)),
            BackgroundColor(colours.button),
        ));
    }
    chip.with_children(|chip| {
        chip.spawn(swatch_box);
        chip.spawn(theme::label(text, 14.0, ink));
    });
}

fn spawn_buttons(
    screen: &mut ChildSpawnerCommands,
    finished: &ChameleonFinished,
    view: &ChameleonScoreView,
    tr: &Tr,
) {
    screen
        .spawn(Node {
            margin: UiRect::top(px(4)),
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            max_width: px(1240),
            ..default()
        })
        .with_children(|row| {
            for item in items(finished) {
                let text = match item {
                    ChScoreAction::Colour(_) => continue,
                    ChScoreAction::Joker => crate::tr!(
                        tr,
                        "chscore-joker-to",
                        colour = view.colour.map(|c| colour_name(c, tr)).unwrap_or_default()
                    ),
                    ChScoreAction::Best => tr.get("chscore-best"),
                    ChScoreAction::CopyCode => tr.get("chscore-copy-code"),
                    ChScoreAction::PlayAgain => tr.get("chscore-play-again"),
                    ChScoreAction::Menu => tr.get("chscore-menu"),
                };
                row.spawn(theme::button(text, item, 270.0));
            }
        });
}
