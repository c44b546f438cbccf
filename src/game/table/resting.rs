//! The resting picture. A software renderer pays for every pixel of every
//! sprite in every frame, though most of the table does not move: the
//! piles, the hand at rest, the seats' labels. Whatever has not changed for
//! a few frames is drawn once, with the cloth under it, into a kept picture
//! by a second camera; each frame the main camera starts from a copy of the
//! kept picture and draws only what moves (and the interface) over it
//! (`ui::backdrop`, docs/PERFORMANCE.md).
//!
//! Every drawn entity is drawn by exactly one of the two cameras: by the
//! main camera while it is moving, by the resting camera once it has been
//! still for `STILL_FRAMES`. The kept picture is redrawn whenever anything
//! in it changes, joins or leaves it. Picking is untouched: it reads the
//! entities' own visibility, not which camera draws them.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::asset::AssetEventSystems;
use bevy::camera::CameraUpdateSystems;
use bevy::camera::primitives::Aabb;
use bevy::camera::visibility::{VisibilitySystems, VisibleEntities};
use bevy::core_pipeline::core_2d::Transparent2d;
use bevy::ecs::entity::{EntityHashMap, EntityHashSet};
use bevy::prelude::*;
use bevy::render::extract_component::{ExtractComponent, ExtractComponentPlugin};
use bevy::render::render_asset::RenderAssets;
use bevy::render::render_phase::ViewSortedRenderPhases;
use bevy::render::render_resource::PipelineCache;
use bevy::render::texture::GpuImage;
use bevy::render::view::ExtractedView;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::sprite::{Anchor, Text2dShadow};
use bevy::sprite_render::ExtractedSprites;
use bevy::text::{TextBounds, TextLayoutInfo};

use crate::game::table::layout::MainCamera;
use crate::game::ui::backdrop::OverRestingPicture;
use crate::game::ui::theme::Colours;
use camera::RestingPicture;

/// Frames a drawn entity must stay unchanged before it joins the kept
/// picture: a card between two steps of a flight must not bounce in and out.
pub const STILL_FRAMES: u32 = 24;

/// Frames still after which an entity joins a redraw that is due anyway.
pub const FREE_RIDE_FRAMES: u32 = 3;

/// Set to `off` to draw everything every frame (for comparisons).
pub const SWITCH: &str = "PILEFIRE_RESTING_PICTURE";

/// The camera that draws what rests into the kept picture.
#[derive(Component, ExtractComponent, Clone, Copy, Debug)]
pub struct RestingCamera;

/// Which drawn entities are moving, and how often the picture is redrawn.
#[derive(Resource, Debug, Default)]
pub struct Stillness {
    frame: u32,
    /// Moving entities and the frame each last changed in.
    moving: EntityHashMap<u32>,
    /// How each drawn entity looked when last seen changing.
    looks: EntityHashMap<Look>,
    /// What the kept picture holds, and the trees it holds them in.
    pictured: EntityHashMap<Option<Rect>>,
    pictured_roots: EntityHashSet,
    /// The redraw due covers the whole picture (the first, or the picture
    /// went stale), not only what changed.
    whole: bool,
    /// Frames seen and frames the kept picture was redrawn in.
    pub frames: u64,
    pub redraws: u64,
    /// Redraws of the whole picture, and the summed share of the window
    /// the others covered.
    pub whole_redraws: u64,
    pub partial_share: f64,
    /// Entities the main camera drew, summed over the frames, and all the
    /// drawn entities (both cameras' share).
    pub drawn_moving: u64,
    pub drawn_all: u64,
}

impl Stillness {
    /// Takes this frame's changes: entities whose look changed, entities no
    /// longer drawn, and whether something outside them changed the picture.
    /// Returns whether the kept picture must be redrawn.
    pub fn note_frame(
        &mut self,
        changed: impl IntoIterator<Item = Entity>,
        gone: impl IntoIterator<Item = Entity>,
        picture_stale: bool,
    ) -> bool {
        self.frame += 1;
        self.frames += 1;
        let frame = self.frame;
        // The first frame draws everything into the picture.
        let mut redraw = picture_stale || self.frames == 1;
        self.whole = redraw;
        for root in changed {
            // A resting tree that changes leaves the picture; one that was
            // never in it (just spawned, or hidden until now) costs nothing.
            let starts = self.moving.insert(root, frame).is_none();
            redraw |= starts && self.pictured_roots.contains(&root);
        }
        for entity in gone {
            self.looks.remove(&entity);
            self.moving.remove(&entity);
            redraw |= self.pictured.contains_key(&entity);
        }
        // Settling costs a redraw; one already due takes along everything
        // that has been still a little while.
        if !redraw {
            redraw = self
                .moving
                .values()
                .any(|last| frame - *last > STILL_FRAMES);
        }
        let still_enough = if redraw {
            FREE_RIDE_FRAMES
        } else {
            STILL_FRAMES
        };
        self.moving.retain(|_, last| frame - *last <= still_enough);
        if redraw {
            self.redraws += 1;
        }
        redraw
    }

    /// Records what the resting camera draws in a redraw: each entity, the
    /// root of its tree and its bounds. Returns the area that changed (what
    /// left the picture and what joined it), or `None` when the whole
    /// picture is redrawn: the first, a stale one, or bounds unknown.
    pub fn picture_drawn(
        &mut self,
        drawn: impl IntoIterator<Item = (Entity, Entity, Option<Rect>)>,
    ) -> Option<Rect> {
        let before = std::mem::take(&mut self.pictured);
        self.pictured_roots.clear();
        let mut area = Some(Rect::EMPTY);
        let widen = |area: &mut Option<Rect>, bounds: Option<Rect>| {
            *area = area.zip(bounds).map(|(area, bounds)| area.union(bounds));
        };
        for (entity, root, bounds) in drawn {
            match before.get(&entity) {
                Some(was) if *was == bounds => {}
                Some(was) => {
                    widen(&mut area, *was);
                    widen(&mut area, bounds);
                }
                None => widen(&mut area, bounds),
            }
            self.pictured.insert(entity, bounds);
            self.pictured_roots.insert(root);
        }
        for (entity, was) in &before {
            if !self.pictured.contains_key(entity) {
                widen(&mut area, *was);
            }
        }
        if self.whole { None } else { area }
    }

    /// Keeps `look` as the entity's; whether it differs from the last one.
    pub fn look_changed(&mut self, entity: Entity, look: Look) -> bool {
        match self.looks.get_mut(&entity) {
            Some(kept) if *kept == look => false,
            Some(kept) => {
                *kept = look;
                true
            }
            None => {
                self.looks.insert(entity, look);
                true
            }
        }
    }

    /// Whether a pictured sprite shows this image.
    pub fn shows_image(&self, image: AssetId<Image>) -> bool {
        self.pictured.keys().any(|entity| {
            self.looks
                .get(entity)
                .is_some_and(|look| look.image == Some(image))
        })
    }

    pub fn is_moving(&self, entity: Entity) -> bool {
        self.moving.contains_key(&entity)
    }
}

/// Set by the render world when a redraw came out incomplete (a pipeline
/// still compiling, an image not yet on the GPU): the next frame redraws.
#[derive(Resource, Clone, Default)]
struct RedrawAgain(Arc<AtomicBool>);

pub(crate) fn plugin(app: &mut App) {
    if std::env::var(SWITCH).is_ok_and(|value| value == "off") {
        return;
    }
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    let redraw_again = RedrawAgain::default();
    render_app
        .insert_resource(redraw_again.clone())
        .add_systems(
            Render,
            (
                region::narrow_the_redraw.in_set(RenderSystems::CreateViews),
                check_the_redraw_was_whole.in_set(RenderSystems::PhaseSort),
            ),
        );
    app.insert_resource(redraw_again)
        .init_resource::<Stillness>()
        .add_plugins((
            ExtractComponentPlugin::<RestingCamera>::default(),
            ExtractComponentPlugin::<OverRestingPicture>::default(),
            ExtractComponentPlugin::<RedrawRegion>::default(),
        ))
        .add_systems(
            PostUpdate,
            (
                camera::keep_the_resting_camera_in_step.before(CameraUpdateSystems),
                split_the_drawing
                    .after(VisibilitySystems::MarkNewlyHiddenEntitiesInvisible)
                    .after(AssetEventSystems),
            ),
        );
}

/// Which entities each camera draws this frame, and whether the kept
/// picture is redrawn. Runs once visibility is known for the frame.
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn split_the_drawing(
    mut stillness: ResMut<Stillness>,
    changed: Query<
        (Entity, LookParts),
        (
            Or<(With<Sprite>, With<Text2d>, With<Mesh2d>)>,
            Or<(
                Changed<GlobalTransform>,
                Changed<ViewVisibility>,
                Changed<Sprite>,
                Changed<Anchor>,
                Changed<TextLayoutInfo>,
                Changed<TextBounds>,
                Changed<TextColor>,
                Changed<TextBackgroundColor>,
                Changed<Text2dShadow>,
                Changed<Mesh2d>,
                Changed<MeshMaterial2d<ColorMaterial>>,
            )>,
        ),
    >,
    recoloured_spans: Query<Entity, (Changed<TextColor>, Without<Text2d>)>,
    parents: Query<&ChildOf>,
    alone: Query<(), With<DrawnAlone>>,
    texts: Query<(), With<Text2d>>,
    boxes: Query<(&Aabb, &GlobalTransform, Option<&Hollow>)>,
    (with_materials, materials): (
        Query<(Entity, &MeshMaterial2d<ColorMaterial>)>,
        Res<Assets<ColorMaterial>>,
    ),
    mut material_events: MessageReader<AssetEvent<ColorMaterial>>,
    mut image_events: MessageReader<AssetEvent<Image>>,
    (mut gone_sprites, mut gone_texts, mut gone_meshes): (
        RemovedComponents<Sprite>,
        RemovedComponents<Text2d>,
        RemovedComponents<Mesh2d>,
    ),
    colours: Res<Colours>,
    redraw_again: Res<RedrawAgain>,
    picture: Option<Res<RestingPicture>>,
    mut main: Query<
        (&mut VisibleEntities, Ref<Projection>, &GlobalTransform),
        (With<MainCamera>, Without<RestingCamera>),
    >,
    mut resting: Query<(&mut Camera, &mut VisibleEntities, &mut RedrawRegion), With<RestingCamera>>,
) {
    let (Some(picture), Ok((mut main_visible, projection, camera_at))) =
        (picture, main.single_mut())
    else {
        return;
    };
    let Ok((mut resting_camera, mut resting_visible, mut redraw_region)) = resting.single_mut()
    else {
        return;
    };
    // Systems may write a component without changing it: only a new look
    // counts.
    let mut changed: Vec<Entity> = changed
        .iter()
        .filter(|(entity, parts)| stillness.look_changed(*entity, Look::of(parts)))
        .map(|(entity, _)| entity)
        .collect();
    // A span's colour is drawn by the text it belongs to.
    for span in &recoloured_spans {
        let mut ancestor = span;
        while let Ok(parent) = parents.get(ancestor) {
            ancestor = parent.parent();
            if texts.contains(ancestor) {
                changed.push(ancestor);
                break;
            }
        }
    }
    let recoloured: Vec<AssetId<ColorMaterial>> = material_events
        .read()
        .filter_map(|event| match event {
            AssetEvent::Modified { id } => Some(*id),
            _ => None,
        })
        .collect();
    if !recoloured.is_empty() {
        changed.extend(
            with_materials
                .iter()
                .filter(|(_, material)| recoloured.contains(&material.0.id()))
                .map(|(entity, _)| entity),
        );
    }
    // An image loaded (the felt under the picture among them), or one the
    // picture shows changed. A font's glyph atlas changes as it grows, but
    // drawn glyphs keep their place, so that costs no redraw.
    let images_changed = image_events.read().any(|event| match event {
        AssetEvent::Added { id } | AssetEvent::LoadedWithDependencies { id } => {
            *id != picture.image.id()
        }
        AssetEvent::Modified { id } => {
            *id != picture.image.id()
                && (stillness.shows_image(*id)
                    || materials.iter().any(|(_, material)| {
                        material.texture.as_ref().is_some_and(|t| t.id() == *id)
                    }))
        }
        _ => false,
    });
    let again = redraw_again.0.swap(false, Ordering::Relaxed);
    let picture_stale = images_changed
        || colours.is_changed()
        || projection.is_changed()
        || picture.is_changed()
        || again;
    let gone = gone_sprites
        .read()
        .chain(gone_texts.read())
        .chain(gone_meshes.read());
    // A card moves with its shadow, numbers and back: the whole tree under
    // the top entity moves together, so it leaves and rejoins the picture
    // in one redraw each.
    let root_of = |entity: Entity| root_of(entity, &parents, &alone);
    let mut changed_roots: Vec<Entity> = changed.into_iter().map(root_of).collect();
    // Each visible entity's root, found once for the frame.
    let roots: EntityHashMap<Entity> = main_visible
        .entities
        .values()
        .flatten()
        .map(|entity| (*entity, root_of(*entity)))
        .collect();
    // Per drawn entity: bounds, depth and where it has no pixels.
    let bounds: EntityHashMap<(Rect, f32, Option<Rect>)> = roots
        .keys()
        .filter_map(|entity| {
            let (aabb, at, hollow) = boxes.get(*entity).ok()?;
            let hollow = hollow.map(|hollow| screen_rect(hollow.0, at));
            Some((*entity, (screen_box(aabb, at), at.translation().z, hollow)))
        })
        .collect();
    let drawn: Vec<Drawn> = bounds
        .iter()
        .map(|(entity, (area, depth, hollow))| Drawn {
            root: roots[entity],
            area: *area,
            depth: *depth,
            hollow: *hollow,
        })
        .collect();
    let covering = covering_roots(&drawn, &changed_roots);
    changed_roots.extend(covering);
    let redraw = stillness.note_frame(changed_roots, gone, picture_stale);

    resting_camera.is_active = redraw;
    if redraw {
        resting_visible.clone_from(&main_visible);
        for drawn in resting_visible.entities.values_mut() {
            drawn.retain(|entity| !stillness.is_moving(roots[entity]));
        }
        let pictured: Vec<(Entity, Entity, Option<Rect>)> = resting_visible
            .entities
            .values()
            .flatten()
            .map(|entity| (*entity, roots[entity], bounds.get(entity).map(|b| b.0)))
            .collect();
        let changed_area = stillness.picture_drawn(pictured);
        // Only what changed is drawn again; the rest of the picture stays.
        let seen = match &*projection {
            Projection::Orthographic(projection) => Some(projection.area),
            _ => None,
        };
        let offset = camera_at.translation().truncate();
        let region = changed_area.zip(seen).and_then(|(area, seen)| {
            let local = Rect::from_corners(area.min - offset, area.max - offset);
            region::physical_region(local, seen, picture.size)
        });
        redraw_region.set_if_neq(RedrawRegion(region));
        match region {
            Some(region) => {
                let pixels = (picture.size.x * picture.size.y).max(1);
                stillness.partial_share +=
                    f64::from(region.width() * region.height()) / f64::from(pixels);
            }
            None => {
                stillness.whole_redraws += 1;
                let unknown = resting_visible
                    .entities
                    .values()
                    .flatten()
                    .filter(|entity| !bounds.contains_key(*entity))
                    .count();
                debug!(
                    "resting picture redrawn whole: images {images_changed}, again {again}, \
                     palette/projection/window {}, {unknown} without bounds",
                    colours.is_changed() || projection.is_changed() || picture.is_changed()
                );
            }
        }
        if let (Some(area), Some(_)) = (changed_area, region) {
            let near = area.inflate(region::MARGIN * 2.0);
            for drawn in resting_visible.entities.values_mut() {
                drawn.retain(|entity| {
                    bounds
                        .get(entity)
                        .is_none_or(|(bounds, _, _)| !bounds.intersect(near).is_empty())
                });
            }
        }
    }
    let mut drawn_moving = 0;
    for drawn in main_visible.entities.values_mut() {
        drawn.retain(|entity| stillness.is_moving(roots[entity]));
        drawn_moving += drawn.len();
    }
    stillness.drawn_moving += drawn_moving as u64;
    stillness.drawn_all += roots.len() as u64;
}

/// A redraw that missed something (its pipeline still compiling, its image
/// not yet uploaded) asks for another on the next frame.
fn check_the_redraw_was_whole(
    views: Query<&ExtractedView, With<RestingCamera>>,
    phases: Res<ViewSortedRenderPhases<Transparent2d>>,
    pipelines: Res<PipelineCache>,
    sprites: Res<ExtractedSprites>,
    images: Res<RenderAssets<GpuImage>>,
    redraw_again: Res<RedrawAgain>,
) {
    for view in &views {
        let still_compiling = pipelines.waiting_pipelines().next().is_some();
        let missing = phases.get(&view.retained_view_entity).is_some_and(|phase| {
            phase.items.values().any(|item| {
                pipelines.get_render_pipeline(item.pipeline).is_none()
                    || sprites
                        .sprites
                        .get(item.extracted_index)
                        .filter(|sprite| sprite.render_entity == item.entity.0)
                        .is_some_and(|sprite| images.get(sprite.image_handle_id).is_none())
            })
        });
        if still_compiling || missing {
            redraw_again.0.store(true, Ordering::Relaxed);
        }
    }
}

mod camera;
mod look;
mod region;
#[cfg(test)]
mod tests;

pub use look::Look;
use look::LookParts;
pub use region::{Drawn, DrawnAlone, Hollow, RedrawRegion, covering_roots, root_of};
use region::{screen_box, screen_rect};
