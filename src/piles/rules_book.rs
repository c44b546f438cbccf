//! The rules, in our own words, a page per topic (co-op, professional, On
//! Fire, Duel, table talk), each with a small animated example: a card slides
//! onto a pile and is taken or sent back, with a line saying why. Shown as a
//! screen from the menu, or over the table from the pause menu, while the
//! shell's [`RulesBook`] is open for the number piles.
//!
//! Keys: Left/Right or Tab change the page, Esc (or Backspace) closes.

use bevy::prelude::*;

use crate::shell::pad::KeysLegend;

use crate::piles::GAME;
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::rules_book::{RulesBook, book_open_for};
use crate::shell::states::Screen;
use crate::shell::ui::focus::FocusList;
use crate::shell::ui::rest::{AmbientClock, ambient_motion};
use crate::shell::ui::theme::{self, Colours, Focused};

/// One step of an example: `card` tries the pile whose top is `top`.
#[derive(Debug, Clone, Copy)]
struct Step {
    top: u8,
    card: u8,
    accepted: bool,
    fire: bool,
    caption: &'static str,
}

const fn step(top: u8, card: u8, accepted: bool, caption: &'static str) -> Step {
    Step {
        top,
        card,
        accepted,
        fire: false,
        caption,
    }
}

/// A page: its title, its points and its example pile.
struct Page {
    title: &'static str,
    points: &'static [&'static str],
    pile: &'static str,
    steps: &'static [Step],
}

const PAGES: [Page; 5] = [
    Page {
        title: "rules-coop-title",
        points: &[
            "rules-coop-1",
            "rules-coop-2",
            "rules-coop-3",
            "rules-coop-4",
            "rules-coop-5",
            "rules-coop-6",
            "rules-coop-7",
        ],
        pile: "rules-pile-up",
        steps: &[
            step(1, 8, true, "rules-example-higher"),
            step(8, 13, true, "rules-example-higher"),
            step(13, 11, false, "rules-example-not-higher"),
            step(13, 3, true, "rules-example-trick"),
        ],
    },
    Page {
        title: "rules-pro-title",
        points: &["rules-pro-1", "rules-pro-2", "rules-pro-3"],
        pile: "rules-pile-down",
        steps: &[
            step(100, 91, true, "rules-example-pro-1"),
            step(91, 88, true, "rules-example-pro-2"),
            step(88, 80, true, "rules-example-pro-3"),
        ],
    },
    Page {
        title: "rules-fire-title",
        points: &[
            "rules-fire-1",
            "rules-fire-2",
            "rules-fire-3",
            "rules-fire-4",
        ],
        pile: "rules-pile-up",
        steps: &[
            Step {
                top: 40,
                card: 44,
                accepted: true,
                fire: true,
                caption: "rules-example-fire",
            },
            step(44, 47, true, "rules-example-fire-covered"),
        ],
    },
    Page {
        title: "rules-duel-title",
        points: &[
            "rules-duel-1",
            "rules-duel-2",
            "rules-duel-3",
            "rules-duel-4",
            "rules-duel-5",
            "rules-duel-6",
        ],
        pile: "rules-pile-opponent-up",
        steps: &[
            step(29, 12, true, "rules-example-help"),
            step(29, 35, false, "rules-example-no-help"),
        ],
    },
    Page {
        title: "rules-talk-title",
        points: &[
            "rules-talk-1",
            "rules-talk-2",
            "rules-talk-3",
            "rules-talk-4",
            "rules-talk-5",
        ],
        pile: "rules-pile-down-signal",
        steps: &[
            step(62, 60, false, "rules-example-respect"),
            step(62, 72, true, "rules-example-signal-trick"),
        ],
    },
];

/// Seconds of one step: slide in, show the verdict, pause.
const STEP_SECONDS: f32 = 2.6;
const SLIDE_SECONDS: f32 = 0.8;
/// Where the moving card starts, left of the pile (px).
const SLIDE_FROM: f32 = -170.0;

/// The page shown and its example's clock; back to the first page whenever
/// the book is closed.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
struct BookPage {
    page: usize,
    clock: f32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RulesAction {
    Page(usize),
    Close,
}

#[derive(Component)]
struct RulesRoot;

/// The parts of the example that move or change.
#[derive(Component)]
struct MovingCard;
#[derive(Component)]
struct MovingNumber;
#[derive(Component)]
struct PileTop;
#[derive(Component)]
struct Caption;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BookPage>();
    app.add_systems(
        Update,
        (rules_input, rebuild, animate_example.run_if(ambient_motion))
            .chain()
            .run_if(book_open_for(GAME)),
    );
    app.add_systems(Update, remove_when_closed.run_if(not(book_open_for(GAME))));
}

fn remove_when_closed(
    mut commands: Commands,
    mut page: ResMut<BookPage>,
    roots: Query<Entity, With<RulesRoot>>,
) {
    for root in &roots {
        commands.entity(root).despawn();
    }
    if *page != BookPage::default() {
        *page = BookPage::default();
    }
}

fn rules_input(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<RulesAction>,
    mut book: ResMut<RulesBook>,
    mut shown: ResMut<BookPage>,
    mut next: ResMut<NextState<Screen>>,
    mut sfx: MessageWriter<Sfx>,
) {
    let mut chosen = theme::pressed(&buttons);
    let count = PAGES.len();
    let book_page = shown.page;
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::Tab]) {
        let mut tab = FocusList::at(book_page);
        tab.next(count, |_| true);
        chosen = Some(RulesAction::Page(tab.index()));
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        let mut tab = FocusList::at(book_page);
        tab.previous(count, |_| true);
        chosen = Some(RulesAction::Page(tab.index()));
    }
    if keys.any_just_pressed([KeyCode::Escape, KeyCode::Backspace]) {
        chosen = Some(RulesAction::Close);
    }
    let Some(action) = chosen else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    match action {
        RulesAction::Page(page) => *shown = BookPage { page, clock: 0.0 },
        RulesAction::Close => book.close(&mut next),
    }
}

fn rebuild(
    mut commands: Commands,
    book: Res<RulesBook>,
    page: Res<BookPage>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    roots: Query<Entity, With<RulesRoot>>,
    mut shown: Local<Option<(usize, bool)>>,
) {
    let wanted = (page.page, book.overlay);
    if *shown == Some(wanted) && !tr.is_changed() && !roots.is_empty() {
        return;
    }
    *shown = Some(wanted);
    for root in &roots {
        commands.entity(root).despawn();
    }
    spawn_book(&mut commands, wanted, &tr, &colours);
}

fn spawn_book(commands: &mut Commands, shown: (usize, bool), tr: &Tr, colours: &Colours) {
    let (page_index, overlay) = shown;
    let page = &PAGES[page_index];
    let mut root = commands.spawn((
        RulesRoot,
        crate::shell::ui::scroll::centred_screen(6.0),
        crate::shell::ui::scroll::ArrowsScroll,
        BackgroundColor(if overlay { colours.felt } else { Color::NONE }),
        GlobalZIndex(60),
    ));
    if !overlay {
        root.insert(DespawnOnExit(Screen::Rules));
    }
    root.with_children(|screen| {
        screen.spawn(theme::label(tr.get("rules-title"), 32.0, colours.accent));
        screen
            .spawn(Node {
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                ..default()
            })
            .with_children(|tabs| {
                for (index, tab) in PAGES.iter().enumerate() {
                    let mut button = tabs.spawn(theme::button(
                        tr.get(tab.title),
                        RulesAction::Page(index),
                        226.0,
                    ));
                    if index == page_index {
                        button.insert(Focused);
                    }
                }
            });
        screen
            .spawn(Node {
                column_gap: px(30),
                row_gap: px(12),
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                // The example moves under the points when both do not fit
                // side by side (a large interface size).
                flex_wrap: FlexWrap::Wrap,
                width: percent(100),
                max_width: px(1180),
                ..default()
            })
            .with_children(|body| {
                body.spawn(Node {
                    flex_direction: FlexDirection::Column,
                    row_gap: px(6),
                    // A definite width, so wrapped points get their full height.
                    width: px(700),
                    max_width: percent(100),
                    padding: UiRect::horizontal(px(8)),
                    ..default()
                })
                .with_children(|points| {
                    for (number, point) in page.points.iter().enumerate() {
                        points.spawn((
                            theme::label(
                                crate::tr!(
                                    tr,
                                    "rules-point",
                                    number = number + 1,
                                    text = tr.get(point)
                                ),
                                15.0,
                                colours.text,
                            ),
                            Node {
                                width: percent(100),
                                ..default()
                            },
                        ));
                    }
                });
                spawn_example(body, page, tr, colours);
            });
        screen.spawn(theme::button(
            tr.get(if overlay {
                "rules-back-to-game"
            } else {
                "rules-back"
            }),
            RulesAction::Close,
            260.0,
        ));
        screen.spawn((
            KeysLegend("rules-keys"),
            theme::label(tr.get("rules-keys"), 14.0, colours.muted),
        ));
    });
}

const CARD: Vec2 = Vec2::new(62.0, 88.0);
const FACE: Color = Color::srgb(0.97, 0.95, 0.88);
const FIRE_FACE: Color = Color::srgb(1.0, 0.80, 0.62);
const INK: Color = Color::srgb(0.12, 0.12, 0.12);

fn spawn_example(body: &mut ChildSpawnerCommands, page: &Page, tr: &Tr, colours: &Colours) {
    body.spawn((
        Node {
            width: px(360),
            height: px(200),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(10)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        crate::shell::ui::chrome::panel(),
    ))
    .with_children(|panel| {
        panel.spawn(theme::label(tr.get(page.pile), 15.0, colours.muted));
        // The pile in the middle, the moving card positioned relative to it.
        panel
            .spawn(Node {
                width: px(CARD.x),
                height: px(CARD.y),
                margin: UiRect::vertical(px(12)),
                ..default()
            })
            .with_children(|pile| {
                pile.spawn((
                    Node {
                        width: percent(100),
                        height: percent(100),
                        justify_content: JustifyContent::Center,
                        align_items: AlignItems::Center,
                        border_radius: BorderRadius::all(px(6)),
                        ..default()
                    },
                    BackgroundColor(FACE),
                    children![(PileTop, theme::label("", 28.0, INK))],
                ));
                pile.spawn((
                    MovingCard,
                    Node {
                        position_type: PositionType::Absolute,
                        width: px(CARD.x),
                        height: px(CARD.y),
                        left: px(SLIDE_FROM),
                        top: px(0),
                        justify_content: JustifyContent::Center,
                        align_items: AlignItems::Center,
                        border_radius: BorderRadius::all(px(6)),
                        ..default()
                    },
                    BackgroundColor(FACE),
                    Outline::new(px(2), px(0), colours.accent),
                    children![(MovingNumber, theme::label("", 28.0, INK))],
                ));
            });
        panel.spawn((
            Caption,
            theme::label("", 15.0, colours.text),
            Node {
                max_width: px(350),
                ..default()
            },
            TextLayout::justify(Justify::Center),
        ));
    });
}

/// Moves the example's card along its steps, looping.
fn animate_example(
    time: Res<AmbientClock>,
    mut book: ResMut<BookPage>,
    tr: Res<Tr>,
    settings: Res<crate::shell::settings::Settings>,
    colours: Res<Colours>,
    mut card: Query<(&mut Node, &mut BackgroundColor), With<MovingCard>>,
    mut texts: Query<
        (
            &mut Text,
            &mut TextColor,
            Has<MovingNumber>,
            Has<PileTop>,
            Has<Caption>,
        ),
        Or<(With<MovingNumber>, With<PileTop>, With<Caption>)>,
    >,
) {
    let page = &PAGES[book.page];
    book.clock += time.delta_secs();
    let total = STEP_SECONDS * page.steps.len() as f32;
    let clock = book.clock % total;
    let step = page.steps[(clock / STEP_SECONDS) as usize % page.steps.len()];
    let within = clock % STEP_SECONDS;
    // With reduced motion the card is simply shown on (or beside) the pile.
    let slide = if settings.accessibility.reduced_motion {
        1.0
    } else {
        (within / SLIDE_SECONDS).min(1.0)
    };
    let eased = 1.0 - (1.0 - slide).powi(3);
    let arrived = slide >= 1.0;
    for (mut node, mut background) in &mut card {
        let resting = if step.accepted { 0.0 } else { -CARD.x - 14.0 };
        let bounce_back = !step.accepted && arrived;
        node.left = px(if bounce_back {
            resting
        } else {
            SLIDE_FROM + (0.0 - SLIDE_FROM) * eased
        });
        background.0 = if step.fire { FIRE_FACE } else { FACE };
    }
    for (mut text, mut colour, moving, top, caption) in &mut texts {
        if moving {
            text.0 = step.card.to_string();
        } else if top {
            text.0 = if arrived && step.accepted {
                step.card
            } else {
                step.top
            }
            .to_string();
        } else if caption {
            text.0 = if arrived {
                crate::tr!(tr, step.caption, card = step.card, top = step.top)
            } else {
                String::new()
            };
            colour.0 = if step.accepted {
                colours.good
            } else {
                colours.danger
            };
        }
    }
}
