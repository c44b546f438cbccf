//! Screens taller than the window scroll: by the wheel, by the keys, and
//! to the row the keyboard focus moves to.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::theme::Focused;
use crate::shell::settings::Settings;

/// A full-screen column that centres its children: the frame of every
/// menu-like screen. When the content is taller than the window (a large
/// interface size on a small window) it scrolls instead of being cut off:
/// by the mouse wheel, and to the row the keyboard focus moves to.
pub fn centred_screen(row_gap: f32) -> impl Bundle {
    (
        ScrollingScreen,
        ScrollPosition::default(),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            // Centred by auto margins on the first and last child (see
            // `centre_scrolling_content`), which give way when the content
            // overflows, where `JustifyContent::Center` would push it off the top.
            justify_content: JustifyContent::FlexStart,
            overflow: Overflow::scroll_y(),
            row_gap: px(row_gap),
            ..default()
        },
    )
}

/// The root of a screen built by `centred_screen`.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct ScrollingScreen;

fn centre_scrolling_content(
    screens: Query<&Children, (With<ScrollingScreen>, Changed<Children>)>,
    mut nodes: Query<&mut Node, Without<ScrollingScreen>>,
) {
    for children in &screens {
        let shown: Vec<Entity> = children
            .iter()
            .filter(|child| {
                nodes
                    .get(*child)
                    .is_ok_and(|node| node.position_type != PositionType::Absolute)
            })
            .collect();
        if let Some(mut first) = shown.first().and_then(|first| nodes.get_mut(*first).ok()) {
            first.margin.top = Val::Auto;
        }
        if let Some(mut last) = shown.last().and_then(|last| nodes.get_mut(*last).ok()) {
            last.margin.bottom = Val::Auto;
        }
    }
}

/// Pixels the wheel and the arrow keys scroll per line.
const SCROLL_LINE: f32 = 40.0;

/// Screens with no rows to move between (the rules), where Up/Down scroll.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct ArrowsScroll;

/// Moves a scrolling screen by `delta` logical pixels, kept within its content
/// (the layout clamps what it draws, not the stored position).
fn scroll_within(position: &mut ScrollPosition, node: &ComputedNode, delta: f32) {
    let most = ((node.content_size().y - node.size().y) * node.inverse_scale_factor()).max(0.0);
    position.y = (position.y + delta).clamp(0.0, most);
}

fn scroll_by_wheel(
    mut wheel: MessageReader<bevy::input::mouse::MouseWheel>,
    mut screens: Query<(&mut ScrollPosition, &ComputedNode), With<ScrollingScreen>>,
) {
    for event in wheel.read() {
        let lines = match event.unit {
            bevy::input::mouse::MouseScrollUnit::Line => event.y * SCROLL_LINE,
            bevy::input::mouse::MouseScrollUnit::Pixel => event.y,
        };
        for (mut position, node) in &mut screens {
            scroll_within(&mut position, node, -lines);
        }
    }
}

/// Page Up/Down, Home and End on every scrolling screen; Up/Down too where
/// they have no rows to move between.
fn scroll_by_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut screens: Query<
        (&mut ScrollPosition, &ComputedNode, Has<ArrowsScroll>),
        With<ScrollingScreen>,
    >,
) {
    for (mut position, node, arrows) in &mut screens {
        let page = 0.8 * node.size().y * node.inverse_scale_factor();
        let mut delta = 0.0;
        if keys.just_pressed(KeyCode::PageDown) {
            delta += page;
        }
        if keys.just_pressed(KeyCode::PageUp) {
            delta -= page;
        }
        if keys.just_pressed(KeyCode::End) {
            delta += f32::MAX / 2.0;
        }
        if keys.just_pressed(KeyCode::Home) {
            delta -= f32::MAX / 2.0;
        }
        if arrows && keys.just_pressed(KeyCode::ArrowDown) {
            delta += SCROLL_LINE;
        }
        if arrows && keys.just_pressed(KeyCode::ArrowUp) {
            delta -= SCROLL_LINE;
        }
        if delta != 0.0 {
            scroll_within(&mut position, node, delta);
        }
    }
}

/// Frames after the focus moves (or the interface size changes) in which
/// its screen keeps it in view: a new screen's layout, and a zoomed one's
/// size, settle over several frames, and the focus often comes first.
const SETTLE_FRAMES: u32 = 30;

/// A screen that opens on its top and holds it for `0` seconds (a result's
/// count) before the page glides to the focused row (jumps, with reduced
/// motion); the buttons wait below the fold meanwhile but keep their keys.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct HoldsTop(pub f32);

/// Each frame a gliding scroll covers this share of what is left.
const GLIDE: f32 = 0.2;

/// Keeps the keyboard focus in view: when it moves, or when the interface
/// size changes, its screen scrolls just enough to show the focused row whole.
#[allow(clippy::too_many_arguments)]
fn scroll_focus_into_view(
    moved: Query<Entity, Added<Focused>>,
    all_focused: Query<Entity, With<Focused>>,
    mut settling: Local<Vec<(Entity, u32, bool)>>,
    mut held: Local<Vec<(Entity, f32)>>,
    opened: Query<(Entity, &HoldsTop), Added<HoldsTop>>,
    time: Res<Time>,
    settings: Option<Res<Settings>>,
    ui_scale: Res<UiScale>,
    parents: Query<&ChildOf>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform)>,
    mut screens: Query<
        (&mut ScrollPosition, &ComputedNode, &UiGlobalTransform),
        With<ScrollingScreen>,
    >,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let now = time.elapsed_secs();
    held.extend(opened.iter().map(|(screen, hold)| (screen, now + hold.0)));
    held.retain(|(screen, _)| screens.contains(*screen));
    let fresh: Vec<Entity> = if ui_scale.is_changed() {
        all_focused.iter().collect()
    } else {
        moved.iter().collect()
    };
    for target in fresh {
        settling.retain(|(entity, ..)| *entity != target);
        let holding = parents
            .iter_ancestors(target)
            .any(|ancestor| held.iter().any(|(screen, _)| *screen == ancestor));
        // Waits (unscrolled) while its screen holds the top, then glides.
        settling.push((target, SETTLE_FRAMES, holding));
    }
    held.retain(|(_, until)| *until > now);
    let parked = |target: Entity| {
        parents
            .iter_ancestors(target)
            .any(|ancestor| held.iter().any(|(screen, _)| *screen == ancestor))
    };
    // A focus that moved on, or a frame budget spent, stops following.
    settling.retain(|(entity, left, _)| *left > 0 && all_focused.contains(*entity));
    if !settling.is_empty() || !held.is_empty() {
        // Following counts frames: keep them coming until it is done.
        redraw.write(RequestRedraw);
    }
    for (entity, left, glides) in settling.iter_mut() {
        if !(*glides && parked(*entity)) {
            *left -= 1;
        }
    }
    let targets: Vec<(Entity, bool)> = settling
        .iter()
        .map(|(entity, _, glides)| (*entity, *glides))
        .collect();
    for (target, glides) in targets {
        if glides && parked(target) {
            continue;
        }
        let Ok((node, transform)) = nodes.get(target) else {
            continue;
        };
        let Some(screen) = parents
            .iter_ancestors(target)
            .find(|ancestor| screens.contains(*ancestor))
        else {
            continue;
        };
        let Ok((mut position, screen_node, screen_transform)) = screens.get_mut(screen) else {
            continue;
        };
        // Physical pixels, measured from the top of the visible part of the screen.
        let margin = 12.0 / node.inverse_scale_factor();
        let top = transform.translation.y
            - node.size().y / 2.0
            - (screen_transform.translation.y - screen_node.size().y / 2.0)
            - margin;
        let bottom = top + node.size().y + 2.0 * margin;
        let visible = screen_node.size().y;
        let shift = if top < 0.0 {
            top
        } else if bottom > visible {
            (bottom - visible).min(top)
        } else {
            0.0
        };
        let still = settings
            .as_ref()
            .is_some_and(|s| s.accessibility.reduced_motion);
        let shift = if glides && !still && shift.abs() > 2.0 {
            shift * GLIDE
        } else {
            shift
        };
        if shift != 0.0 {
            scroll_within(
                &mut position,
                screen_node,
                shift * screen_node.inverse_scale_factor(),
            );
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, (scroll_by_wheel, scroll_by_keys));
    app.add_systems(
        PostUpdate,
        (
            centre_scrolling_content.before(bevy::ui::UiSystems::Layout),
            scroll_focus_into_view.after(bevy::ui::UiSystems::Layout),
        ),
    );
}
