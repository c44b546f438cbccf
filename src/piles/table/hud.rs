//! The table's heads-up display: whose turn and how many cards remain to play,
//! the buttons, short messages naming a broken rule, the hovered pile's
//! history and the Duel help-card rule.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::shell::pad::PadInUse;
use bevy::ui::InteractionDisabled;
use bevy::window::RequestRedraw;

use crate::piles::session::MatchSystems;

use crate::shell::ui::a11y::Announced;

use crate::piles::InMatch;
use crate::piles::describe::bot_level_name;
use crate::piles::describe::describe_ruleset;
use crate::piles::describe::seat_name;
use crate::piles::describe::{deal_code_text, describe_result};
use crate::piles::session::{PilesMatch, start_deal};
use crate::piles::table::picked::HistoryPile;
use crate::shell::language::Tr;
use crate::shell::states::{AppSystems, Screen};
use crate::shell::ui::chrome;
use crate::shell::ui::theme::{self, ButtonAction, Colours};
use pilefire_engine::piles::rules::Mode;
use pilefire_engine::piles::rules::ruleset::DUEL_HAND;

/// A short message for the person, e.g. why a card was refused, with the
/// rule it rests on as a small aside (empty for none).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Toast {
    pub text: String,
    pub aside: String,
}

/// The toast's small print: the rule behind a refusal.
#[derive(Component)]
struct ToastAside;

/// A short piece of advice for the person (a hint), shown where toasts are.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Advice(pub String);

/// What the table's buttons and keys ask for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HudAction {
    EndTurn,
    Undo,
    Hint,
    GiveUp,
    Menu,
}

impl HudAction {
    fn label_key(self) -> &'static str {
        match self {
            HudAction::EndTurn => "hud-end-turn",
            HudAction::Undo => "hud-undo",
            HudAction::Hint => "hud-hint",
            HudAction::GiveUp => "hud-give-up",
            HudAction::Menu => "hud-menu",
        }
    }
}

/// The top bar's turn line, filled by `turn_line`.
#[derive(Component)]
pub(crate) struct TurnText;

#[derive(Component)]
struct InfoText;

#[derive(Component)]
struct StatusText;

#[derive(Component)]
struct HistoryText;

/// The panel around the pile history, hidden while no pile's is asked for.
#[derive(Component)]
struct HistoryPanel;

/// The big result banner shown on the table as the game ends.
#[derive(Component)]
pub struct Banner;

#[derive(Component)]
struct BannerText;

/// The drawn panel under a toast, hidden while there is none.
#[derive(Component)]
pub struct ToastPanel;

#[derive(Component)]
struct ToastText {
    shown_for: f32,
    /// Advice (a hint) rather than a refusal: shown in the accent colour.
    advice: bool,
}

const TOAST_SECONDS: f32 = 3.5;
/// The toast's bottom edge, in percent of the window's height up from its
/// foot: above the person's hand and below the piles.
const TOAST_BOTTOM: f32 = 28.0;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Toast>();
    app.add_message::<Advice>();
    app.add_systems(OnEnter(Screen::Deal(GAME)), spawn_hud.after(start_deal));
    app.add_systems(
        Update,
        (
            refresh_status,
            refresh_history,
            show_toasts,
            show_banner,
            refresh_info,
            relabel_buttons,
        )
            .in_set(AppSystems::Update)
            .in_set(MatchSystems::OnTable),
    );
}

/// Room kept for the turn line on the top bar's left, in characters (the
/// longest is about "Turno di Computer: 3 giocate, puoi chiudere il turno").
const TURN_LINE_CHARS: f32 = 52.0;
const TURN_SIZE: f32 = 19.0;
const INFO_SIZE: f32 = 15.0;
const INFO_SIZE_TWO_LINES: f32 = 14.0;
/// A generous average advance of Inter as a share of the font size (its
/// letters average about 0.5), so a text's width is safely over-estimated
/// from its length.
const MONO_ADVANCE: f32 = 0.6;
/// The bar's side padding and the least gap between its two texts.
const BAR_SPARE: f32 = 28.0 + 24.0;

/// The top bar's right side: the kind of game, its deal code and the bots.
/// One line if it fits beside the turn line in `bar_width` (the bar's width in UI
/// units), else two smaller lines: longer rulesets and Italian need them.
fn info_text(table: &PilesMatch, tr: &Tr, bar_width: f32) -> (String, f32) {
    let rules = describe_ruleset(table.game.ruleset(), tr);
    let code = deal_code_text(table);
    let alone = table.game.ruleset().seats == 1 && table.human_seat.is_some();
    let details = if alone {
        crate::tr!(tr, "hud-info-details-solo", code = code)
    } else {
        crate::tr!(
            tr,
            "hud-info-details",
            code = code,
            bots = bot_level_name(table.bot_level, tr)
        )
    };
    let one_line = crate::tr!(
        tr,
        "hud-info",
        rules = rules.as_str(),
        details = details.as_str()
    );
    let width = one_line.chars().count() as f32 * INFO_SIZE * MONO_ADVANCE;
    if width <= bar_width - BAR_SPARE - TURN_LINE_CHARS * TURN_SIZE * MONO_ADVANCE {
        (one_line, INFO_SIZE)
    } else {
        (format!("{rules}\n{details}"), INFO_SIZE_TWO_LINES)
    }
}

/// Fills the info text when the table is laid out, and again when the
/// language or the bar's width changes.
fn refresh_info(
    table: Res<PilesMatch>,
    tr: Res<Tr>,
    window: Option<Single<&Window>>,
    scale: Option<Res<UiScale>>,
    mut last_bar_width: Local<f32>,
    mut info: Query<(&mut Text, &mut TextFont, Ref<InfoText>)>,
) {
    let ui_scale = scale.map_or(1.0, |scale| scale.0).max(0.1);
    let bar_width = window.map_or(1280.0, |window| window.width()) / ui_scale;
    let moved = (bar_width - *last_bar_width).abs() > 0.5;
    *last_bar_width = bar_width;
    for (mut text, mut font, marker) in &mut info {
        if !(moved || tr.is_changed() || marker.is_added()) {
            continue;
        }
        let (content, size) = info_text(&table, &tr, bar_width);
        text.0 = content;
        font.font_size = FontSize::Px(size);
    }
}

/// The buttons' labels, rewritten if the language changes (the pause menu
/// offers the setting mid-game).
fn relabel_buttons(
    tr: Res<Tr>,
    buttons: Query<(&ButtonAction<HudAction>, &Children)>,
    mut labels: Query<&mut Text>,
) {
    if !tr.is_changed() {
        return;
    }
    for (action, children) in &buttons {
        let mut texts = labels.iter_many_mut(children);
        while let Some(mut text) = texts.fetch_next() {
            text.0 = tr.get(action.0.label_key());
        }
    }
}

fn hud_button(action: HudAction, tr: &Tr) -> impl Bundle {
    chrome::compact_button(tr.get(action.label_key()), action, HUD_BUTTON_WIDTH)
}

/// The buttons' column: width, and height per button (with its margins).
pub const HUD_BUTTON_WIDTH: f32 = 236.0;

fn spawn_hud(
    mut commands: Commands,
    table: Option<Res<PilesMatch>>,
    tr: Res<Tr>,
    colours: Res<Colours>,
) {
    let Some(table) = table else {
        return;
    };
    let scope = DespawnOnExit(InMatch);
    commands.spawn((scope.clone(), top_bar(&colours)));
    commands.spawn((scope.clone(), hud_buttons(&tr)));
    commands.spawn((scope.clone(), toast(&colours)));
    let mode = table.game.ruleset().mode;
    commands.spawn((scope.clone(), status_line(mode, &colours)));
    commands.spawn((scope.clone(), result_banner(&colours)));
    commands.spawn((scope, history_panel(&colours)));
}

/// The bar along the top: whose turn, and the game's information beside it.
fn top_bar(colours: &Colours) -> impl Bundle {
    (
        Node {
            position_type: PositionType::Absolute,
            top: px(4),
            left: px(6),
            right: px(6),
            min_height: px(38),
            padding: UiRect::axes(px(14), px(4)),
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            column_gap: px(16),
            ..default()
        },
        chrome::panel(),
        Pickable::IGNORE,
        children![
            (
                TurnText,
                Announced,
                theme::label("", TURN_SIZE, colours.accent),
                // The turn line never wraps: the info beside it gives way.
                TextLayout::no_wrap(),
                Node {
                    flex_shrink: 0.0,
                    ..default()
                },
            ),
            (
                InfoText,
                theme::label("", INFO_SIZE, colours.muted),
                TextLayout::justify(Justify::Right),
            ),
        ],
    )
}

/// The buttons, bottom right.
fn hud_buttons(tr: &Tr) -> impl Bundle {
    (
        Node {
            position_type: PositionType::Absolute,
            right: px(10),
            bottom: px(10),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Stretch,
            ..default()
        },
        children![
            hud_button(HudAction::EndTurn, tr),
            hud_button(HudAction::Undo, tr),
            hud_button(HudAction::Hint, tr),
            hud_button(HudAction::GiveUp, tr),
            hud_button(HudAction::Menu, tr),
        ],
    )
}

/// The toast above the hand, on a drawn panel shown while it speaks.
fn toast(colours: &Colours) -> impl Bundle {
    (
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            bottom: percent(TOAST_BOTTOM),
            justify_content: JustifyContent::Center,
            ..default()
        },
        Pickable::IGNORE,
        children![(
            ToastPanel,
            Node {
                padding: UiRect::axes(px(18), px(8)),
                // Long refusals wrap rather than run under the buttons.
                max_width: px(720),
                ..default()
            },
            chrome::panel(),
            Visibility::Hidden,
            children![(
                ToastText {
                    shown_for: TOAST_SECONDS,
                    advice: false,
                },
                Announced,
                theme::label("", 19.0, colours.danger),
                // A refusal that wraps stays centred on its panel.
                TextLayout::justify(Justify::Center),
                children![(
                    ToastAside,
                    TextSpan::new(""),
                    theme::text_font(13.0),
                    TextColor(colours.muted),
                )],
            )],
        )],
    )
}

/// The status line: below the toast in co-op; in Duel, where the own piles
/// fill that band, under the top bar (Duel has no fire timer there).
fn status_line(mode: Mode, colours: &Colours) -> impl Bundle {
    let place = if mode == Mode::Duel {
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            top: px(44),
            justify_content: JustifyContent::Center,
            ..default()
        }
    } else {
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            bottom: percent(24),
            justify_content: JustifyContent::Center,
            ..default()
        }
    };
    (
        place,
        Pickable::IGNORE,
        children![(StatusText, theme::label("", 17.0, colours.text))],
    )
}

/// The result banner, hidden until the game ends.
fn result_banner(colours: &Colours) -> impl Bundle {
    (
        Banner,
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            top: percent(40),
            justify_content: JustifyContent::Center,
            ..default()
        },
        Visibility::Hidden,
        Pickable::IGNORE,
        children![(
            Node {
                padding: UiRect::axes(px(36), px(14)),
                ..default()
            },
            chrome::solid_panel(),
            children![(BannerText, theme::label("", 46.0, colours.text))],
        )],
    )
}

/// The history of the pile hovered or asked for (Alt+1-4), on the left;
/// read out when it changes.
fn history_panel(colours: &Colours) -> impl Bundle {
    (
        HistoryPanel,
        Node {
            position_type: PositionType::Absolute,
            left: px(8),
            top: percent(33),
            width: px(212),
            padding: UiRect::axes(px(12), px(10)),
            ..default()
        },
        chrome::panel(),
        Visibility::Hidden,
        Pickable::IGNORE,
        children![(
            HistoryText,
            Announced,
            theme::label("", 14.0, colours.text),
            TextLayout::linebreak(LineBreak::WordBoundary),
        )],
    )
}

fn refresh_status(
    table: Res<PilesMatch>,
    tr: Res<Tr>,
    pad: Res<PadInUse>,
    mut text: Single<&mut Text, With<StatusText>>,
) {
    if !table.is_changed() && !tr.is_changed() && !pad.is_changed() {
        return;
    }
    let game = &table.game;
    let viewer = table.viewer();
    let mut lines = Vec::new();
    if game.ruleset().mode == Mode::Duel && !game.is_over() && game.to_move() == viewer {
        let helped = game.plays_this_turn().iter().any(|play| {
            game.piles()[play.pile]
                .owner
                .is_some_and(|owner| owner != viewer)
        });
        lines.push(if helped {
            crate::tr!(tr, "hud-duel-helped", hand = DUEL_HAND)
        } else {
            tr.get("hud-duel-may-help")
        });
    }
    if table.is_human(viewer)
        && game.to_move() == viewer
        && !game.is_over()
        && !game.can_reach_minimum()
    {
        lines.push(tr.get(if pad.0 { "hud-stuck-pad" } else { "hud-stuck" }));
    }
    // A pad has no key caps to read: its buttons, while it is in use.
    if pad.0 && table.is_human(viewer) && !game.is_over() {
        lines.push(tr.get("hud-pad-keys"));
    }
    text.0 = lines.join("\n");
}

fn refresh_history(
    table: Res<PilesMatch>,
    hovered: Res<HistoryPile>,
    tr: Res<Tr>,
    mut text: Single<&mut Text, With<HistoryText>>,
    mut panel: Single<&mut Visibility, With<HistoryPanel>>,
) {
    if !table.is_changed() && !hovered.is_changed() && !tr.is_changed() {
        return;
    }
    panel.set_if_neq(if hovered.0.is_some() {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    });
    let Some(pile) = hovered
        .0
        .and_then(|index| table.game.piles().get(index).map(|pile| (index, pile)))
    else {
        text.0 = String::new();
        return;
    };
    let (index, pile) = pile;
    let mut lines = vec![crate::tr!(tr, "hud-history-title", pile = index + 1)];
    for placed in pile.cards.iter().rev().take(14) {
        lines.push(crate::tr!(
            tr,
            "hud-history-line",
            // Figure spaces: as wide as a tabular digit, so the numbers line up.
            card = format!("{:\u{2007}>3}", placed.card),
            seat = seat_name(&table, placed.seat, &tr),
            turn = placed.turn + 1
        ));
    }
    if pile.cards.len() > 14 {
        lines.push(crate::tr!(
            tr,
            "hud-history-more",
            count = pile.cards.len() - 14
        ));
    }
    lines.push(crate::tr!(tr, "hud-history-start", card = pile.start));
    text.0 = lines.join("\n");
}

fn show_toasts(
    time: Res<Time>,
    mut toasts: MessageReader<Toast>,
    mut advice: MessageReader<Advice>,
    colours: Res<Colours>,
    mut toast: Single<(&mut Text, &mut ToastText, &mut TextColor)>,
    mut panel: Single<&mut Visibility, With<ToastPanel>>,
    mut aside: Single<(&mut TextSpan, &mut TextColor), (With<ToastAside>, Without<ToastText>)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let (text, state, colour) = &mut *toast;
    let (aside_text, aside_colour) = &mut *aside;
    if let Some(Toast {
        text: message,
        aside,
    }) = toasts.read().last()
    {
        text.0 = message.clone();
        aside_text.0 = if aside.is_empty() {
            String::new()
        } else {
            format!("  ({aside})")
        };
        state.shown_for = 0.0;
        state.advice = false;
    }
    if let Some(Advice(message)) = advice.read().last() {
        text.0 = message.clone();
        aside_text.0.clear();
        state.shown_for = 0.0;
        state.advice = true;
    }
    state.shown_for += time.delta_secs();
    let visible = state.shown_for < TOAST_SECONDS && !text.0.is_empty();
    if visible {
        // Its time runs out with nothing else moving: wake to hide it.
        redraw.write(RequestRedraw);
    }
    panel.set_if_neq(if visible {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    });
    let tone = if state.advice {
        colours.accent
    } else {
        colours.danger
    };
    colour.set_if_neq(TextColor(tone));
    aside_colour.set_if_neq(TextColor(colours.muted));
    if !visible && !text.0.is_empty() {
        text.0.clear();
        aside_text.0.clear();
    }
}

/// The table's buttons whose interaction changed this frame; disabled ones
/// (see `turn_line`) do nothing.
pub type HudButtons<'w, 's> = Query<
    'w,
    's,
    (&'static Interaction, &'static ButtonAction<HudAction>),
    (Changed<Interaction>, Without<InteractionDisabled>),
>;

/// Whether a button of the table was pressed this frame.
pub fn pressed_hud_buttons(buttons: &HudButtons) -> Vec<HudAction> {
    buttons
        .iter()
        .filter(|(interaction, _)| **interaction == Interaction::Pressed)
        .map(|(_, action)| action.0)
        .collect()
}

fn show_banner(
    table: Res<PilesMatch>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    mut banner: Single<&mut Visibility, With<Banner>>,
    mut text: Single<(&mut Text, &mut TextColor), With<BannerText>>,
) {
    if !table.is_changed() && !tr.is_changed() {
        return;
    }
    if !table.game.is_over() {
        banner.set_if_neq(Visibility::Hidden);
        return;
    }
    let (title, tone, _) = describe_result(&table, &tr);
    banner.set_if_neq(Visibility::Inherited);
    let (content, colour) = &mut *text;
    content.0 = title;
    colour.0 = colours.tone(tone);
}
