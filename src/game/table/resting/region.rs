//! Where drawn things lie, and what a redraw covers: only the part of the
//! window that changed, what left the picture and what joined it. The resting camera
//! keeps the main camera's projection; in the render world its view is
//! narrowed to that rectangle (a viewport, and a projection that maps the
//! rectangle onto it), so every pixel lands where a whole redraw puts it,
//! and the cloth pass writes only inside it (`ui::backdrop`). The rest of
//! the kept picture stays as it was.

use bevy::camera::Viewport;
use bevy::camera::primitives::Aabb;
use bevy::math::URect;
use bevy::prelude::*;
use bevy::render::camera::ExtractedCamera;
use bevy::render::extract_component::ExtractComponent;
use bevy::render::view::ExtractedView;

/// On the resting camera: the physical pixels its next redraw covers;
/// `None` for the whole picture.
#[derive(Component, ExtractComponent, Clone, Copy, Debug, Default, PartialEq)]
pub struct RedrawRegion(pub Option<URect>);

/// Table units added around a changed area: a text's shadow and a sprite's
/// soft edge may reach a little past its bounds.
pub(super) const MARGIN: f32 = 4.0;

/// The window's physical pixels that `area` (in the camera's own
/// coordinates, where its projection spans `seen`) falls on, widened by a
/// margin, snapped outwards and kept inside a `size` window.
pub fn physical_region(area: Rect, seen: Rect, size: UVec2) -> Option<URect> {
    if seen.width() <= 0.0 || seen.height() <= 0.0 || area.is_empty() {
        return None;
    }
    let per_unit = size.x as f32 / seen.width();
    let left = ((area.min.x - seen.min.x) * per_unit - MARGIN * per_unit).floor();
    let right = ((area.max.x - seen.min.x) * per_unit + MARGIN * per_unit).ceil();
    let top = ((seen.max.y - area.max.y) * per_unit - MARGIN * per_unit).floor();
    let bottom = ((seen.max.y - area.min.y) * per_unit + MARGIN * per_unit).ceil();
    let clamp = |value: f32, most: u32| value.clamp(0.0, most as f32) as u32;
    let region = URect::new(
        clamp(left, size.x),
        clamp(top, size.y),
        clamp(right, size.x),
        clamp(bottom, size.y),
    );
    (region.width() > 0 && region.height() > 0).then_some(region)
}

/// The matrix that, applied after a projection onto the whole `size`
/// target, maps `region` onto the whole clip space: drawn into a viewport
/// of `region`, every pixel lands where the whole projection puts it.
pub fn clip_onto_region(region: URect, size: UVec2) -> Mat4 {
    let ndc_x = |x: u32| 2.0 * x as f32 / size.x as f32 - 1.0;
    let ndc_y = |y: u32| 1.0 - 2.0 * y as f32 / size.y as f32;
    let (left, right) = (ndc_x(region.min.x), ndc_x(region.max.x));
    let (top, bottom) = (ndc_y(region.min.y), ndc_y(region.max.y));
    let (centre_x, half_x) = ((left + right) / 2.0, (right - left) / 2.0);
    let (centre_y, half_y) = ((top + bottom) / 2.0, (top - bottom) / 2.0);
    Mat4::from_cols(
        Vec4::new(1.0 / half_x, 0.0, 0.0, 0.0),
        Vec4::new(0.0, 1.0 / half_y, 0.0, 0.0),
        Vec4::Z,
        Vec4::new(-centre_x / half_x, -centre_y / half_y, 0.0, 1.0),
    )
}

/// Render world: narrows the resting camera's view to its region.
pub(super) fn narrow_the_redraw(
    mut views: Query<(&RedrawRegion, &mut ExtractedView, &mut ExtractedCamera)>,
) {
    for (region, mut view, mut camera) in &mut views {
        let (Some(region), Some(size)) = (region.0, camera.physical_target_size) else {
            continue;
        };
        if region.max.x > size.x || region.max.y > size.y {
            continue;
        }
        let onto = clip_onto_region(region, size);
        view.clip_from_view = onto * view.clip_from_view;
        view.clip_from_world = view.clip_from_world.map(|matrix| onto * matrix);
        view.viewport = UVec4::new(region.min.x, region.min.y, region.width(), region.height());
        camera.physical_viewport_size = Some(region.size());
        camera.viewport = Some(Viewport {
            physical_position: region.min,
            physical_size: region.size(),
            depth: 0.0..1.0,
        });
    }
}

/// A drawn entity as the covering rule sees it: the root of its tree, its
/// bounds and depth, and where it has no pixels (`Hollow`).
#[derive(Debug, Clone, Copy)]
pub struct Drawn {
    pub root: Entity,
    pub area: Rect,
    pub depth: f32,
    pub hollow: Option<Rect>,
}

/// On a sprite: a rectangle of its own (in its local units) where it has
/// no pixels, like a halo round a plate. What lies wholly inside it is not
/// covered by the sprite, so it may rest while the sprite changes.
#[derive(Component, Debug, Clone, Copy)]
pub struct Hollow(pub Rect);

/// On an entity that changes every frame while its tree stays still (a
/// breathing light, a pulsing dot): it leaves and rejoins the picture on
/// its own instead of taking its whole tree along.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct DrawnAlone;

/// The tree `entity` leaves and rejoins the picture with: its nearest
/// ancestor (or itself) drawn alone, else the top of its tree.
pub fn root_of(
    entity: Entity,
    parents: &Query<&ChildOf>,
    alone: &Query<(), With<DrawnAlone>>,
) -> Entity {
    let mut root = entity;
    while !alone.contains(root) {
        match parents.get(root) {
            Ok(parent) => root = parent.parent(),
            Err(_) => break,
        }
    }
    root
}

/// Bounds compared as equal within this many table units (transforms of
/// the same point in two trees may differ in the last bits).
const SAME_BOUNDS: f32 = 0.01;

/// The moving picture lies over the kept one whatever the depths, so what
/// rests above something that changed this frame, and overlaps it, is drawn
/// with it (and settles with it); what lies wholly in a moving sprite's
/// hollow does not overlap it.
pub fn covering_roots(drawn: &[Drawn], changed_roots: &[Entity]) -> Vec<Entity> {
    let moving: Vec<&Drawn> = drawn
        .iter()
        .filter(|under| changed_roots.contains(&under.root))
        .collect();
    let mut covering: Vec<Entity> = Vec::new();
    for above in drawn {
        let covers = moving.iter().any(|under| {
            under.root != above.root
                && above.depth >= under.depth
                && !above.area.intersect(under.area).is_empty()
                && !under.hollow.is_some_and(|hollow| {
                    let hollow = hollow.inflate(SAME_BOUNDS);
                    hollow.contains(above.area.min) && hollow.contains(above.area.max)
                })
        });
        if covers && !changed_roots.contains(&above.root) && !covering.contains(&above.root) {
            covering.push(above.root);
        }
    }
    covering
}

/// Where an entity's bounds fall on the table's plane.
pub(super) fn screen_box(aabb: &Aabb, at: &GlobalTransform) -> Rect {
    let centre = Vec3::from(aabb.center).truncate();
    let half = Vec3::from(aabb.half_extents).truncate();
    screen_rect(Rect::from_center_half_size(centre, half), at)
}

/// Where a rectangle in an entity's own units falls on the table's plane.
pub(super) fn screen_rect(local: Rect, at: &GlobalTransform) -> Rect {
    let mut area = Rect::EMPTY;
    for corner in [
        local.min,
        Vec2::new(local.min.x, local.max.y),
        Vec2::new(local.max.x, local.min.y),
        local.max,
    ] {
        area = area.union_point(at.transform_point(corner.extend(0.0)).truncate());
    }
    area
}
