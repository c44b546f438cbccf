//! The chameleon rows rules, in our own words (from CHAMELEONS.md), with the
//! R-CL ids as small asides, and a looping example: a card drawn, laid in a
//! row, another drawn and laid, then a row taken into a collection. Shown
//! while the shell's [`RulesBook`] is open for chameleon rows: on the rules
//! screen when the menu's card game is chameleon rows, or over the table
//! from the pause menu.
//!
//! Keys: Esc (or Backspace) closes: back to the menu, or to the pause menu.

use bevy::prelude::*;

use crate::shell::pad::KeysLegend;

use crate::chameleons::GAME;
use crate::chameleons::describe::colour_symbol;
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::rules_book::{RulesBook, book_open_for};
use crate::shell::settings::Settings;
use crate::shell::states::Screen;
use crate::shell::ui::rest::{AmbientClock, ambient_motion};
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::chameleons::Colour;

/// Each point in words and the rules it comes from.
pub const POINTS: [(&str, &str); 10] = [
    ("chrules-goal", "R-CL-2, R-CL-12"),
    ("chrules-setup", "R-CL-1, R-CL-3, R-CL-4"),
    ("chrules-turn", "R-CL-6"),
    ("chrules-must", "R-CL-6, R-CL-7"),
    ("chrules-golden", "R-CL-8"),
    ("chrules-round", "R-CL-9, R-CL-10"),
    ("chrules-last", "R-CL-5, R-CL-11"),
    ("chrules-scores", "R-CL-2, R-CL-12"),
    ("chrules-two", "R-CL-14"),
    ("chrules-ties", "R-CL-13"),
];

/// A place in the example.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Anchor {
    Deck,
    Held,
    Row(usize, usize),
    Collection(usize),
}

/// One step of the example: cards moving (card index, to), and its words.
struct Step {
    moves: &'static [(usize, Anchor)],
    caption: &'static str,
}

/// The example's cards and where each starts.
const CARDS: [(Colour, Anchor); 5] = [
    (Colour::Blue, Anchor::Row(0, 0)),
    (Colour::Red, Anchor::Deck),
    (Colour::Green, Anchor::Deck),
    (Colour::Blue, Anchor::Collection(0)),
    (Colour::Yellow, Anchor::Row(1, 0)),
];

const STEPS: [Step; 5] = [
    Step {
        moves: &[(1, Anchor::Held)],
        caption: "chrules-example-draw",
    },
    Step {
        moves: &[(1, Anchor::Row(0, 1))],
        caption: "chrules-example-place",
    },
    Step {
        moves: &[(2, Anchor::Held)],
        caption: "chrules-example-draw",
    },
    Step {
        moves: &[(2, Anchor::Row(1, 1))],
        caption: "chrules-example-place",
    },
    Step {
        moves: &[(0, Anchor::Collection(1)), (1, Anchor::Collection(2))],
        caption: "chrules-example-take",
    },
];

/// Seconds of one step: the cards slide, then rest with the words.
pub const STEP_SECONDS: f32 = 2.4;
const SLIDE_SECONDS: f32 = 0.8;
const CARD: Vec2 = Vec2::new(40.0, 56.0);

/// Where an anchor sits in the example's panel (px from its top left).
fn position(anchor: Anchor) -> Vec2 {
    match anchor {
        Anchor::Deck => Vec2::new(16.0, 20.0),
        Anchor::Held => Vec2::new(76.0, 20.0),
        Anchor::Row(row, slot) => Vec2::new(190.0 + 48.0 * slot as f32, 20.0 + 74.0 * row as f32),
        Anchor::Collection(i) => Vec2::new(16.0 + 46.0 * i as f32, 168.0),
    }
}

/// The example at `clock` seconds (looping): the step shown, how far its
/// slide has gone (0 to 1), and where each card is (`None`: in the deck).
pub fn example_at(clock: f32, reduced_motion: bool) -> (usize, f32, Vec<Option<Vec2>>) {
    let total = STEP_SECONDS * STEPS.len() as f32;
    let clock = clock.rem_euclid(total);
    let step = ((clock / STEP_SECONDS) as usize).min(STEPS.len() - 1);
    let slide = if reduced_motion {
        1.0
    } else {
        ((clock - step as f32 * STEP_SECONDS) / SLIDE_SECONDS).min(1.0)
    };
    let eased = 1.0 - (1.0 - slide).powi(3);
    let places = CARDS
        .iter()
        .enumerate()
        .map(|(card, &(_, start))| {
            let mut at = start;
            for done in &STEPS[..step] {
                if let Some(&(_, to)) = done.moves.iter().find(|(moved, _)| *moved == card) {
                    at = to;
                }
            }
            let moving = STEPS[step].moves.iter().find(|(moved, _)| *moved == card);
            match moving {
                Some(&(_, to)) => Some(position(at).lerp(position(to), eased)),
                None if at == Anchor::Deck => None,
                None => Some(position(at)),
            }
        })
        .collect();
    (step, slide, places)
}

/// The chameleon book's root, on the rules screen or over the table.
#[derive(Component)]
pub struct ChameleonRulesRoot;

#[derive(Component)]
struct ExampleCard(usize);

#[derive(Component)]
struct ExampleCaption;

#[derive(Resource, Default)]
struct ExampleClock(f32);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ExampleClock>();
    let open = book_open_for(GAME);
    app.add_systems(
        Update,
        (
            spawn_book.run_if(not(any_with_component::<ChameleonRulesRoot>)),
            (
                book_input,
                respawn_on_language,
                animate.run_if(ambient_motion),
            )
                .chain()
                .run_if(any_with_component::<ChameleonRulesRoot>),
        )
            .chain()
            .run_if(open.clone()),
    );
    app.add_systems(
        Update,
        remove_when_closed.run_if(not(open).and_then(any_with_component::<ChameleonRulesRoot>)),
    );
}

fn book_input(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<Back>,
    mut book: ResMut<RulesBook>,
    mut next: ResMut<NextState<Screen>>,
    mut sfx: MessageWriter<Sfx>,
) {
    if keys.any_just_pressed([KeyCode::Escape, KeyCode::Backspace])
        || theme::pressed(&buttons).is_some()
    {
        sfx.write(Sfx(Sound::Click));
        book.close(&mut next);
    }
}

fn remove_when_closed(mut commands: Commands, roots: Query<Entity, With<ChameleonRulesRoot>>) {
    for root in &roots {
        commands.entity(root).despawn();
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Back;

fn respawn_on_language(
    tr: Res<Tr>,
    colours: Res<Colours>,
    book: Res<RulesBook>,
    mut commands: Commands,
    roots: Query<Entity, With<ChameleonRulesRoot>>,
    mut clock: ResMut<ExampleClock>,
) {
    if !(tr.is_changed() || colours.is_changed()) || tr.is_added() {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    build(&mut commands, &tr, &colours, book.overlay);
    clock.0 = 0.0;
}

fn spawn_book(
    mut commands: Commands,
    tr: Res<Tr>,
    colours: Res<Colours>,
    book: Res<RulesBook>,
    mut clock: ResMut<ExampleClock>,
) {
    clock.0 = 0.0;
    build(&mut commands, &tr, &colours, book.overlay);
}

/// The book; `overlay`: over the table (opaque, above the table's pieces)
/// rather than as the rules screen.
fn build(commands: &mut Commands, tr: &Tr, colours: &Colours, overlay: bool) {
    let mut root = commands.spawn((
        ChameleonRulesRoot,
        crate::shell::ui::scroll::centred_screen(6.0),
        crate::shell::ui::scroll::ArrowsScroll,
        BackgroundColor(if overlay { colours.felt } else { Color::NONE }),
        GlobalZIndex(60),
    ));
    if !overlay {
        root.insert(DespawnOnExit(Screen::Rules));
    }
    root.with_children(|screen| {
        screen.spawn(theme::label(tr.get("chrules-title"), 32.0, colours.accent));
        screen
            .spawn(Node {
                column_gap: px(30),
                row_gap: px(12),
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                flex_wrap: FlexWrap::Wrap,
                width: percent(100),
                max_width: px(1220),
                ..default()
            })
            .with_children(|body| {
                body.spawn(Node {
                    flex_direction: FlexDirection::Column,
                    row_gap: px(6),
                    width: px(700),
                    max_width: percent(100),
                    padding: UiRect::horizontal(px(8)),
                    ..default()
                })
                .with_children(|points| {
                    for (number, (key, rules)) in POINTS.iter().enumerate() {
                        points
                            .spawn(Node {
                                flex_direction: FlexDirection::Column,
                                width: percent(100),
                                ..default()
                            })
                            .with_children(|point| {
                                point.spawn((
                                    theme::label(
                                        crate::tr!(
                                            tr,
                                            "rules-point",
                                            number = number + 1,
                                            text = tr.get(key)
                                        ),
                                        15.0,
                                        colours.text,
                                    ),
                                    Node {
                                        width: percent(100),
                                        ..default()
                                    },
                                ));
                                // The rule ids: a small aside.
                                point.spawn(theme::label(*rules, 11.0, colours.muted));
                            });
                    }
                });
                example(body, tr, colours);
            });
        let back = if overlay {
            "rules-back-to-game"
        } else {
            "rules-back"
        };
        screen.spawn(theme::button(tr.get(back), Back, 260.0));
        screen.spawn((
            KeysLegend("chrules-keys"),
            theme::label(tr.get("chrules-keys"), 14.0, colours.muted),
        ));
    });
}

fn example(body: &mut ChildSpawnerCommands, tr: &Tr, colours: &Colours) {
    body.spawn((
        Node {
            width: px(400),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(10)),
            row_gap: px(6),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        crate::shell::ui::chrome::panel(),
    ))
    .with_children(|panel| {
        panel
            .spawn(Node {
                width: px(380),
                height: px(236),
                ..default()
            })
            .with_children(|scene| {
                let words = [
                    (Anchor::Deck, "chrules-deck"),
                    (Anchor::Held, "chrules-drawn"),
                    (Anchor::Row(0, 0), "chrules-row-1"),
                    (Anchor::Row(1, 0), "chrules-row-2"),
                    (Anchor::Collection(0), "chrules-collection"),
                ];
                for (anchor, key) in words {
                    let at = position(anchor);
                    let (left, top) = match anchor {
                        Anchor::Row(..) => (at.x - 72.0, at.y + 18.0),
                        _ => (at.x, at.y - 18.0),
                    };
                    scene.spawn((
                        theme::label(tr.get(key), 12.0, colours.muted),
                        Node {
                            position_type: PositionType::Absolute,
                            left: px(left),
                            top: px(top),
                            ..default()
                        },
                    ));
                }
                // The deck: a card back.
                let deck = position(Anchor::Deck);
                scene.spawn((
                    Node {
                        position_type: PositionType::Absolute,
                        left: px(deck.x),
                        top: px(deck.y),
                        width: px(CARD.x),
                        height: px(CARD.y),
                        border_radius: BorderRadius::all(px(5)),
                        ..default()
                    },
                    BackgroundColor(Color::srgb(0.33, 0.22, 0.45)),
                ));
                for (index, (colour, _)) in CARDS.iter().enumerate() {
                    scene.spawn((
                        ExampleCard(index),
                        Node {
                            position_type: PositionType::Absolute,
                            width: px(CARD.x),
                            height: px(CARD.y),
                            justify_content: JustifyContent::Center,
                            align_items: AlignItems::Center,
                            border: UiRect::all(px(2)),
                            border_radius: BorderRadius::all(px(5)),
                            ..default()
                        },
                        BackgroundColor(colours.hues[colour.index()]),
                        BorderColor::all(Color::srgba(0.08, 0.08, 0.10, 0.7)),
                        Visibility::Hidden,
                        children![(
                            Text::new(colour_symbol(*colour)),
                            TextFont::from_font_size(22.0),
                            TextColor(Color::srgb(0.08, 0.08, 0.10)),
                        )],
                    ));
                }
            });
        panel.spawn((
            ExampleCaption,
            theme::label("", 15.0, colours.text),
            Node {
                max_width: px(380),
                min_height: px(40),
                ..default()
            },
            TextLayout::justify(Justify::Center),
        ));
    });
}

/// Moves the example's cards along its steps, looping.
fn animate(
    time: Res<AmbientClock>,
    mut clock: ResMut<ExampleClock>,
    settings: Res<Settings>,
    tr: Res<Tr>,
    mut cards: Query<(&ExampleCard, &mut Node, &mut Visibility)>,
    mut captions: Query<&mut Text, With<ExampleCaption>>,
) {
    clock.0 += time.delta_secs();
    let (step, slide, places) = example_at(clock.0, settings.accessibility.reduced_motion);
    for (card, mut node, mut visibility) in &mut cards {
        match places[card.0] {
            Some(at) => {
                node.left = px(at.x);
                node.top = px(at.y);
                *visibility = Visibility::Inherited;
            }
            None => *visibility = Visibility::Hidden,
        }
    }
    let caption = if slide >= 1.0 {
        tr.get(STEPS[step].caption)
    } else {
        String::new()
    };
    for mut text in &mut captions {
        if text.0 != caption {
            text.0 = caption.clone();
        }
    }
}
