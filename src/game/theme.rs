//! Colours, text and the button widget shared by every screen.

use bevy::prelude::*;

pub const FELT: Color = Color::srgb(0.07, 0.25, 0.18);
pub const PANEL: Color = Color::srgba(0.02, 0.08, 0.06, 0.82);
/// Nearly opaque, so a banner reads clearly over the cards beneath it.
pub const BANNER: Color = Color::srgba(0.02, 0.08, 0.06, 0.96);
pub const TEXT: Color = Color::srgb(0.93, 0.93, 0.88);
pub const MUTED: Color = Color::srgb(0.66, 0.72, 0.68);
pub const ACCENT: Color = Color::srgb(0.98, 0.80, 0.30);
pub const DANGER: Color = Color::srgb(0.95, 0.35, 0.25);
pub const GOOD: Color = Color::srgb(0.45, 0.90, 0.55);
pub const BUTTON: Color = Color::srgb(0.14, 0.36, 0.28);
pub const BUTTON_HOVER: Color = Color::srgb(0.20, 0.48, 0.37);
pub const BUTTON_PRESS: Color = Color::srgb(0.30, 0.60, 0.45);
pub const BUTTON_FOCUS: Color = Color::srgb(0.42, 0.36, 0.12);

/// A button's job, read by the screen that spawned it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ButtonAction<T: Send + Sync + 'static>(pub T);

/// Marks the button that keyboard focus is on.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Focused;

/// A full-screen column that centres its children: the frame of every
/// menu-like screen.
pub fn centred_screen(row_gap: f32) -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        row_gap: px(row_gap),
        ..default()
    }
}

pub fn label(text: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(text),
        TextFont::from_font_size(size),
        TextColor(color),
        Pickable::IGNORE,
    )
}

/// A clickable button carrying `action`.
pub fn button<T: Send + Sync + Copy + 'static>(
    text: impl Into<String>,
    action: T,
    width: f32,
) -> impl Bundle {
    (
        Button,
        ButtonAction(action),
        Node {
            width: px(width),
            min_height: px(40),
            padding: UiRect::axes(px(12), px(6)),
            margin: UiRect::all(px(4)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BackgroundColor(BUTTON),
        children![label(text, 18.0, TEXT)],
    )
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(FELT));
    app.add_systems(Update, colour_buttons);
}

fn colour_buttons(
    mut buttons: Query<(&Interaction, &mut BackgroundColor, Has<Focused>), With<Button>>,
) {
    for (interaction, mut background, focused) in &mut buttons {
        background.0 = match interaction {
            Interaction::Pressed => BUTTON_PRESS,
            Interaction::Hovered => BUTTON_HOVER,
            Interaction::None if focused => BUTTON_FOCUS,
            Interaction::None => BUTTON,
        };
    }
}
