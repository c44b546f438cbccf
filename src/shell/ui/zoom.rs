//! Screens that fill the window: a screen written for the design's space
//! (1280x720 logical pixels) is zoomed until its content fills the space
//! the window and interface size give it. At 75% it no longer sits in a
//! band of empty felt; at 200% it shrinks to fit rather than scroll, but
//! text never falls below 125% of the design (as on the tables), and below
//! that the screen scrolls as before.
//!
//! The zoom multiplies every pixel size under the root (sizes, gaps,
//! padding, margins, borders, corners, fonts); each node remembers the
//! zoom it carries, so nodes spawned later, and a root redrawn after a
//! click, take the zoom in force at once instead of flickering.

use bevy::prelude::*;
use bevy::ui::{UiGlobalTransform, UiSystems};

/// A screen's root whose content is zoomed to fill the space.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct FillsWindow;

/// The zoom a node's sizes carry (1 as written).
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Zoomed(pub f32);

/// The zoom in force for `FillsWindow` screens, kept across redraws, and the
/// logical pixels added to the root's gaps when the zoom can grow no more
/// (the content as wide as the space) and height is left over.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct ScreenZoom {
    pub zoom: f32,
    pub spread: f32,
}

impl Default for ScreenZoom {
    fn default() -> Self {
        ScreenZoom {
            zoom: 1.0,
            spread: 0.0,
        }
    }
}

/// How many layouts in a row the zoom has held still on the screen shown:
/// what is measured from the layout (the score's confetti lanes) is only
/// final once it is settled.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ZoomHeld(pub u32);

impl ZoomHeld {
    /// Two measures in a row that changed nothing.
    pub fn is_settled(&self) -> bool {
        self.0 >= 2
    }
}

/// The root's gap as written, before zoom and spread.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
struct WrittenGap(f32);

/// The most added to each gap between the screen's parts.
const MOST_SPREAD: f32 = 64.0;

/// The content may grow to this much of its written size...
pub const MOST_ZOOM: f32 = 1.5;
/// ...and shrink until its text is this much of the design's (the
/// interface size times the zoom), as the table's text stops at 125%.
const LEAST_TEXT: f32 = 1.25;
/// The share of the space the content may take, so it keeps a margin.
const FILL: Vec2 = Vec2::new(0.97, 0.94);
/// Changes smaller than this are not worth a new layout.
const STEADY: f32 = 0.03;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ScreenZoom>();
    app.init_resource::<ZoomHeld>();
    app.add_systems(
        PostUpdate,
        (measure, apply).chain().before(UiSystems::Prepare),
    );
}

/// The zoom that makes the last layout's content fill its root.
pub fn wanted_zoom(now: f32, space: Vec2, content: Vec2, interface: f32) -> f32 {
    if content.x <= 0.0 || content.y <= 0.0 || space.x <= 0.0 || space.y <= 0.0 {
        return now;
    }
    let tall = space.y * FILL.y / content.y;
    // Content as wide as the space is laid out by it (a percentage), not
    // too wide: only narrower or wider content limits the zoom.
    let filled = (content.x - space.x).abs() <= space.x * 0.005;
    let wide = if filled {
        f32::MAX
    } else {
        space.x * FILL.x / content.x
    };
    let ratio = tall.min(wide);
    let least = (LEAST_TEXT / interface.max(0.1)).min(1.0);
    (now * ratio).clamp(least, MOST_ZOOM)
}

/// What the layouts of one screen in one space have shown: the largest zoom
/// that fitted and the smallest that did not. Content that wraps (a row of
/// panels that breaks in two when it grows) is not proportional to the
/// zoom, so the next zoom is searched between them rather than jumping
/// back and forth across the wrap.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
struct Bounds {
    space: Vec2,
    fitted: f32,
    too_big: f32,
}

impl Bounds {
    fn new(space: Vec2) -> Bounds {
        Bounds {
            space,
            fitted: 0.0,
            too_big: f32::MAX,
        }
    }

    /// The zoom to lay out next, at `now` where the content alone asks for
    /// `linear`; `now` when it is close enough.
    fn search(&mut self, now: f32, linear: f32) -> f32 {
        let ratio = linear / now;
        if ratio < 1.0 - STEADY {
            // Overflowing the space: never back above this.
            self.too_big = self.too_big.min(now);
            if self.fitted <= 0.0 {
                return linear;
            }
            // Halfway down to the zoom that fitted, or onto it when close.
            let half = ((self.fitted + now) / 2.0).max(linear);
            if now - self.fitted <= 2.0 * STEADY * now {
                self.fitted
            } else {
                half
            }
        } else {
            if ratio <= 1.0 + STEADY {
                return now;
            }
            self.fitted = self.fitted.max(now);
            // Space to grow: halfway up to the zoom that was too big.
            let wanted = if self.too_big < f32::MAX {
                linear.min((now + self.too_big) / 2.0)
            } else {
                linear
            };
            if wanted / now - 1.0 > STEADY {
                wanted
            } else {
                now
            }
        }
    }
}

fn measure(
    mut commands: Commands,
    roots: Query<(Entity, &ComputedNode, &Children, &Node, Has<WrittenGap>), With<FillsWindow>>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform, &Node)>,
    scale: Option<Res<UiScale>>,
    mut zoom: ResMut<ScreenZoom>,
    mut held: ResMut<ZoomHeld>,
    mut bounds: Local<Bounds>,
) {
    let interface = scale.map_or(1.0, |scale| scale.0);
    for (entity, root, children, root_node, known) in &roots {
        if !known {
            // A new screen (or a redraw): nothing of it is measured yet.
            held.0 = 0;
            let gap = match root_node.row_gap {
                Val::Px(gap) => gap,
                _ => 0.0,
            };
            commands.entity(entity).insert(WrittenGap(gap));
        }
        // From the top of the first child to the bottom of the last (the
        // auto margins that centre them are not content), as wide as the
        // widest; in physical pixels, like the root's size.
        let (mut top, mut bottom, mut widest, mut parts) = (f32::MAX, f32::MIN, 0.0_f32, 0);
        for (node, at, _) in nodes
            .iter_many(children)
            .filter(|(_, _, node)| node.position_type != PositionType::Absolute)
        {
            let size = node.size();
            top = top.min(at.translation.y - size.y / 2.0);
            bottom = bottom.max(at.translation.y + size.y / 2.0);
            widest = widest.max(size.x);
            parts += 1;
        }
        // One layout at least: a root spawned this frame has no size yet.
        if root.size().y <= 0.0 || bottom <= top {
            continue;
        }
        // Logical to physical pixels.
        let physical = 1.0 / root.inverse_scale_factor().max(f32::EPSILON);
        let gaps = parts.max(2) as f32 - 1.0;
        let spread_now = zoom.spread * gaps * physical;
        let content = Vec2::new(widest, bottom - top - spread_now);
        let now = zoom.zoom;
        if !known || bounds.space != root.size() {
            *bounds = Bounds::new(root.size());
        }
        let wanted = bounds.search(now, wanted_zoom(now, root.size(), content, interface));
        let mut moved = false;
        if wanted != now {
            zoom.zoom = wanted;
            moved = true;
        }
        // What the zoom leaves of the height goes between the parts.
        let left = root.size().y * FILL.y - content.y * wanted / now.max(0.01);
        let spread = (left.max(0.0) / gaps / physical).min(MOST_SPREAD);
        if (spread - zoom.spread).abs() > 2.0 {
            zoom.spread = spread;
            moved = true;
        }
        held.0 = if moved { 0 } else { held.0.saturating_add(1) };
    }
}

/// Brings every node under a `FillsWindow` root to the zoom in force.
fn apply(
    mut commands: Commands,
    zoom: Res<ScreenZoom>,
    mut roots: Query<
        (Entity, &mut Node, &WrittenGap, Option<&mut ScrollPosition>),
        With<FillsWindow>,
    >,
    children: Query<&Children>,
    mut nodes: Query<
        (Option<&mut Node>, Option<&mut TextFont>, Option<&Zoomed>),
        Without<FillsWindow>,
    >,
) {
    for (root, mut root_node, written, scroll) in &mut roots {
        let gap = Val::Px(written.0 * zoom.zoom + zoom.spread);
        if root_node.row_gap != gap {
            root_node.row_gap = gap;
        }
        // A scroll made while the content overflowed (the interface size
        // just grew) must not outlive the zoom that makes it fit.
        if zoom.is_changed()
            && let Some(mut scroll) = scroll
            && scroll.0 != Vec2::ZERO
        {
            scroll.0 = Vec2::ZERO;
        }
        for entity in children.iter_descendants(root) {
            let Ok((node, font, zoomed)) = nodes.get_mut(entity) else {
                continue;
            };
            let had = zoomed.map_or(1.0, |z| z.0);
            if had == zoom.zoom {
                continue;
            }
            let by = zoom.zoom / had;
            if let Some(mut node) = node {
                scale_node(&mut node, by);
            }
            if let Some(mut font) = font
                && let bevy::text::FontSize::Px(size) = font.font_size
            {
                font.font_size = bevy::text::FontSize::Px(size * by);
            }
            commands.entity(entity).insert(Zoomed(zoom.zoom));
        }
    }
}

fn scale_val(val: &mut Val, by: f32) {
    if let Val::Px(size) = val {
        *size *= by;
    }
}

fn scale_rect(rect: &mut UiRect, by: f32) {
    for val in [
        &mut rect.left,
        &mut rect.right,
        &mut rect.top,
        &mut rect.bottom,
    ] {
        scale_val(val, by);
    }
}

fn scale_node(node: &mut Node, by: f32) {
    for val in [
        &mut node.width,
        &mut node.height,
        &mut node.min_width,
        &mut node.min_height,
        &mut node.max_width,
        &mut node.max_height,
        &mut node.left,
        &mut node.right,
        &mut node.top,
        &mut node.bottom,
        &mut node.row_gap,
        &mut node.column_gap,
        &mut node.flex_basis,
    ] {
        scale_val(val, by);
    }
    scale_rect(&mut node.padding, by);
    scale_rect(&mut node.margin, by);
    scale_rect(&mut node.border, by);
    let radius = &mut node.border_radius;
    for val in [
        &mut radius.top_left,
        &mut radius.top_right,
        &mut radius.bottom_left,
        &mut radius.bottom_right,
    ] {
        scale_val(val, by);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_grows_into_a_large_window_and_shrinks_into_a_small_one() {
        // At 75%: half the space's height used, so it grows, up to the cap.
        let grown = wanted_zoom(1.0, Vec2::new(1280.0, 720.0), Vec2::new(800.0, 400.0), 0.75);
        assert!(grown > 1.4 && grown <= MOST_ZOOM, "{grown}");
        // At 200%: twice too tall, so it shrinks, but text stays at 125%.
        let shrunk = wanted_zoom(
            1.0,
            Vec2::new(1280.0, 720.0),
            Vec2::new(1200.0, 1400.0),
            2.0,
        );
        assert!((shrunk - 0.625).abs() < 1e-4, "{shrunk}");
        // Already filling: it stays.
        let steady = wanted_zoom(1.2, Vec2::new(1000.0, 1000.0), Vec2::new(970.0, 940.0), 1.0);
        assert!((steady - 1.2).abs() < 1e-3, "{steady}");
    }

    #[test]
    fn content_that_wraps_when_it_grows_settles_below_the_wrap() {
        // 400 high up to a zoom of 1.2, then its panels wrap: 600 high.
        let high = |zoom: f32| if zoom < 1.2 { 400.0 } else { 600.0 } * zoom;
        let space = Vec2::new(1280.0, 720.0);
        let mut bounds = Bounds::new(space);
        let mut zoom = 1.0;
        let mut seen = Vec::new();
        for _ in 0..30 {
            let content = Vec2::new(900.0 * zoom, high(zoom));
            zoom = bounds.search(zoom, wanted_zoom(zoom, space, content, 0.75));
            seen.push(zoom);
        }
        // Still at the end, fitting, and close under the wrap.
        assert!(seen[20..].iter().all(|&z| z == zoom), "{seen:?}");
        assert!(high(zoom) <= 720.0, "{seen:?}");
        assert!(zoom > 1.1, "{seen:?}");
    }
}
