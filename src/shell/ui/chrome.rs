//! The interface's furniture: buttons and panels wear drawn art
//! (`build/art.rs`'s `button` and `panel`, nine-sliced so corners keep
//! their shape at any size), tinted by the palette and the button's state.
//! Screens ask for the look with `theme::button` and `panel`; the art is laid
//! on here, so a screen never needs the `Art` resource for it.

use bevy::prelude::*;
use bevy::sprite::{BorderRect, TextureSlicer};
use bevy::ui::{InteractionDisabled, widget::NodeImageMode};

use crate::shell::ui::art::{Art, CHROME_SLICE};
use crate::shell::ui::theme::{self, Colours, FOCUS_RING, Focused};

/// A node drawn as a panel: a dark plate lit from the top with a hairline
/// inside its edge. Replaces a flat `BackgroundColor(colours.panel)`.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Panel;

/// The look of a panel (the art is laid on when it spawns).
pub fn panel() -> impl Bundle {
    (Panel, BackgroundColor(Color::NONE))
}

/// A panel that stands over cards rather than felt (the result banner):
/// opaque, as even 4% of a white card shows through (blending is linear).
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Solid;

/// The look of a solid panel.
pub fn solid_panel() -> impl Bundle {
    (Panel, Solid, BackgroundColor(Color::NONE))
}

/// A panel's tint: the button colour over the art's dark grey gives the
/// palette's panel colour in the middle and a lighter hairline at the edge.
pub fn panel_tint(colours: &Colours) -> Color {
    colours.button.with_alpha(colours.panel.alpha())
}

/// The tint of a panel, solid or not.
fn tint_of(colours: &Colours, solid: bool) -> Color {
    if solid {
        colours.button.with_alpha(1.0)
    } else {
        panel_tint(colours)
    }
}

/// A disabled button's plate and label are this opaque.
pub const DISABLED_ALPHA: f32 = 0.4;

/// The tint of a button's plate in each state: the drawn plate is lit at the
/// top and darker below, so the palette's colour is its top.
pub fn button_tint(
    colours: &Colours,
    interaction: Interaction,
    focused: bool,
    disabled: bool,
) -> Color {
    if disabled {
        return colours.button.with_alpha(DISABLED_ALPHA);
    }
    match interaction {
        Interaction::Pressed => colours.button_press,
        Interaction::Hovered => colours.button_hover,
        Interaction::None if focused => colours.button_focus,
        Interaction::None => colours.button,
    }
}

fn sliced(image: &Handle<Image>, colour: Color) -> ImageNode {
    ImageNode {
        image: image.clone(),
        color: colour,
        image_mode: NodeImageMode::Sliced(TextureSlicer {
            border: BorderRect::all(CHROME_SLICE),
            ..default()
        }),
        visual_box: bevy::ui::VisualBox::BorderBox,
        ..default()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            dress_buttons,
            dress_panels,
            colour_buttons,
            retint_panels,
            dim_disabled_labels,
        )
            .chain(),
    );
}

fn dress_buttons(
    mut commands: Commands,
    art: Res<Art>,
    colours: Res<Colours>,
    buttons: Query<Entity, (Added<Button>, Without<ImageNode>)>,
) {
    // A screen may despawn a button in the frame it spawned it (the
    // replay redraws its board): `try_insert` passes such buttons by.
    for entity in &buttons {
        commands.entity(entity).try_insert((
            sliced(&art.button, colours.button),
            BackgroundColor(Color::NONE),
        ));
    }
}

fn dress_panels(
    mut commands: Commands,
    art: Res<Art>,
    colours: Res<Colours>,
    panels: Query<(Entity, Has<Solid>), Added<Panel>>,
) {
    for (entity, solid) in &panels {
        commands
            .entity(entity)
            .try_insert(sliced(&art.panel, tint_of(&colours, solid)));
    }
}

fn retint_panels(
    colours: Res<Colours>,
    mut panels: Query<(&mut ImageNode, Has<Solid>), With<Panel>>,
) {
    if !colours.is_changed() {
        return;
    }
    for (mut image, solid) in &mut panels {
        image.color = tint_of(&colours, solid);
    }
}

fn colour_buttons(
    mut commands: Commands,
    colours: Res<Colours>,
    mut buttons: Query<
        (
            Entity,
            &Interaction,
            Option<&mut ImageNode>,
            &mut BackgroundColor,
            Has<Focused>,
            Has<Outline>,
            Has<InteractionDisabled>,
        ),
        With<Button>,
    >,
) {
    for (entity, interaction, image, mut background, focused, outlined, disabled) in &mut buttons {
        let tint = button_tint(&colours, *interaction, focused, disabled);
        match image {
            Some(mut image) if image.color != tint => image.color = tint,
            Some(_) => {}
            // Not dressed yet (this frame's new buttons): the flat colour.
            None => background.0 = tint,
        }
        // The ring is what keyboard players follow: drawn outside the plate.
        if focused && !outlined {
            commands
                .entity(entity)
                .insert(Outline::new(px(3), px(2), FOCUS_RING));
        } else if !focused && outlined {
            commands.entity(entity).remove::<Outline>();
        }
    }
}

/// A disabled button's label fades with its plate, and comes back with it.
fn dim_disabled_labels(
    disabled: Query<&Children, (With<Button>, Added<InteractionDisabled>)>,
    mut enabled: RemovedComponents<InteractionDisabled>,
    children: Query<&Children, With<Button>>,
    mut labels: Query<&mut TextColor>,
) {
    for kids in &disabled {
        let mut texts = labels.iter_many_mut(kids);
        while let Some(mut colour) = texts.fetch_next() {
            colour.0.set_alpha(DISABLED_ALPHA + 0.15);
        }
    }
    for entity in enabled.read() {
        let Ok(kids) = children.get(entity) else {
            continue;
        };
        let mut texts = labels.iter_many_mut(kids);
        while let Some(mut colour) = texts.fetch_next() {
            colour.0.set_alpha(1.0);
        }
    }
}

/// A button for tight places (the table's column): lower and closer set
/// than `theme::button`, the same look.
pub fn compact_button<T: Send + Sync + Copy + 'static>(
    text: impl Into<String>,
    action: T,
    width: f32,
) -> impl Bundle {
    theme::shaped_button(
        text,
        action,
        Node {
            width: px(width),
            min_height: px(COMPACT_HEIGHT),
            padding: UiRect::axes(px(12), px(4)),
            margin: UiRect::all(px(COMPACT_MARGIN)),
            ..default()
        },
        17.0,
    )
}

/// A compact button's least height and its margin on every side.
pub const COMPACT_HEIGHT: f32 = 35.0;
pub const COMPACT_MARGIN: f32 = 3.0;
