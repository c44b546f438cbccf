//! Colours, text and the button widget shared by every screen.

use bevy::asset::uuid_handle;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;

use crate::shell::language::Tone;

use crate::shell::settings::{Palette, Settings};

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
pub const BUTTON_FOCUS: Color = Color::srgb(0.36, 0.30, 0.09);

/// Every colour with a meaning, per palette. The colour-blind-safe palette
/// swaps green/red for blue/orange (Okabe and Ito's safe pairs); high
/// contrast puts white and yellow on black. As a resource, the colours of
/// the palette in force: systems that pick a colour read `Res<Colours>`.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Colours {
    pub felt: Color,
    pub panel: Color,
    pub banner: Color,
    pub text: Color,
    pub muted: Color,
    pub accent: Color,
    pub danger: Color,
    pub good: Color,
    pub button: Color,
    pub button_hover: Color,
    pub button_press: Color,
    pub button_focus: Color,
    /// The frame of a place cards go to, and the glow of a place a held
    /// card may or may not go to.
    pub place_frame: Color,
    pub target_legal: Color,
    pub target_illegal: Color,
    /// Card faces: plain, and a card that calls for attention (a fire card,
    /// a golden joker).
    pub card_face: Color,
    pub hot_face: Color,
    /// Card numbers run from `ink_low` (1) to `ink_high` (the top card), so
    /// a hand reads low-to-high at a glance.
    pub ink_low: Color,
    pub ink_high: Color,
    /// The ink of words on such cards.
    pub hot_ink: Color,
    /// A seat's plate on the table, and the rim drawn round it and round the
    /// chameleon rows and players (transparent where the plate and panels
    /// already stand off the felt).
    pub seat_plate: Color,
    pub seat_edge: Color,
    /// Seven hues that tell apart in the palette (red, orange, yellow,
    /// green, blue, grey, pink): cards of a colour, seats, confetti. A game
    /// that shows them also gives each its own symbol.
    pub hues: [Color; 7],
}

const STANDARD: Colours = Colours {
    felt: FELT,
    panel: PANEL,
    banner: BANNER,
    text: TEXT,
    muted: MUTED,
    accent: ACCENT,
    danger: DANGER,
    good: GOOD,
    button: BUTTON,
    button_hover: BUTTON_HOVER,
    button_press: BUTTON_PRESS,
    button_focus: BUTTON_FOCUS,
    place_frame: Color::srgba(0.0, 0.0, 0.0, 0.28),
    target_legal: Color::srgba(0.35, 0.95, 0.45, 0.75),
    target_illegal: Color::srgba(0.9, 0.2, 0.15, 0.35),
    card_face: Color::srgb(0.97, 0.95, 0.88),
    hot_face: Color::srgb(1.0, 0.80, 0.62),
    ink_low: Color::srgb(0.10, 0.18, 0.55),
    ink_high: Color::srgb(0.65, 0.18, 0.15),
    hot_ink: Color::srgb(0.62, 0.10, 0.02),
    seat_plate: Color::srgba(0.0, 0.0, 0.0, 0.38),
    seat_edge: Color::NONE,
    hues: [
        Color::srgb(0.86, 0.20, 0.18),
        Color::srgb(0.96, 0.55, 0.15),
        Color::srgb(0.97, 0.86, 0.25),
        Color::srgb(0.30, 0.72, 0.30),
        Color::srgb(0.25, 0.50, 0.90),
        Color::srgb(0.62, 0.62, 0.62),
        Color::srgb(0.95, 0.55, 0.78),
    ],
};

const COLOUR_BLIND_SAFE: Colours = Colours {
    danger: Color::srgb(0.90, 0.62, 0.0),
    good: Color::srgb(0.34, 0.71, 0.91),
    target_legal: Color::srgba(0.34, 0.71, 0.91, 0.85),
    target_illegal: Color::srgba(0.90, 0.62, 0.0, 0.45),
    // Okabe and Ito's blue to vermilion: apart for every common colour-vision type.
    ink_low: Color::srgb(0.0, 0.30, 0.60),
    ink_high: Color::srgb(0.66, 0.28, 0.0),
    hot_face: Color::srgb(1.0, 0.90, 0.66),
    hot_ink: Color::srgb(0.55, 0.22, 0.0),
    // Okabe and Ito's eight, grey apart; the symbols carry the rest.
    hues: [
        Color::srgb(0.84, 0.37, 0.0),
        Color::srgb(0.90, 0.62, 0.0),
        Color::srgb(0.94, 0.89, 0.26),
        Color::srgb(0.0, 0.62, 0.45),
        Color::srgb(0.0, 0.45, 0.70),
        Color::srgb(0.60, 0.60, 0.60),
        Color::srgb(0.80, 0.47, 0.65),
    ],
    ..STANDARD
};

const HIGH_CONTRAST: Colours = Colours {
    felt: Color::srgb(0.0, 0.0, 0.0),
    panel: Color::srgba(0.0, 0.0, 0.0, 0.95),
    banner: Color::srgba(0.0, 0.0, 0.0, 0.98),
    text: Color::srgb(1.0, 1.0, 1.0),
    muted: Color::srgb(0.85, 0.85, 0.85),
    accent: Color::srgb(1.0, 0.92, 0.0),
    danger: Color::srgb(1.0, 0.50, 0.0),
    good: Color::srgb(0.0, 0.95, 1.0),
    button: Color::srgb(0.16, 0.16, 0.16),
    button_hover: Color::srgb(0.30, 0.30, 0.30),
    button_press: Color::srgb(0.45, 0.45, 0.45),
    button_focus: Color::srgb(0.32, 0.28, 0.0),
    place_frame: Color::srgba(1.0, 1.0, 1.0, 0.30),
    target_legal: Color::srgba(0.0, 0.95, 1.0, 0.90),
    target_illegal: Color::srgba(1.0, 0.50, 0.0, 0.55),
    // White faces with near-black inks: the hue hint stays, the contrast is maximal.
    card_face: Color::srgb(1.0, 1.0, 1.0),
    hot_face: Color::srgb(1.0, 0.88, 0.40),
    ink_low: Color::srgb(0.0, 0.0, 0.40),
    ink_high: Color::srgb(0.40, 0.0, 0.0),
    hot_ink: Color::srgb(0.0, 0.0, 0.0),
    // Black on black felt: an opaque plate with a light rim shows the seat.
    seat_plate: Color::srgb(0.0, 0.0, 0.0),
    seat_edge: Color::srgb(0.78, 0.78, 0.78),
    // Light tints, so the black symbol on each stays at full contrast.
    hues: [
        Color::srgb(1.0, 0.62, 0.62),
        Color::srgb(1.0, 0.78, 0.50),
        Color::srgb(1.0, 1.0, 0.55),
        Color::srgb(0.60, 1.0, 0.60),
        Color::srgb(0.62, 0.80, 1.0),
        Color::srgb(0.85, 0.85, 0.85),
        Color::srgb(1.0, 0.75, 0.95),
    ],
};

/// The colours of any palette.
pub fn palette_colours(palette: Palette) -> &'static Colours {
    match palette {
        Palette::Standard => &STANDARD,
        Palette::ColourBlindSafe => &COLOUR_BLIND_SAFE,
        Palette::HighContrast => &HIGH_CONTRAST,
    }
}

impl Colours {
    /// The colour of a result's headline.
    pub fn tone(&self, tone: Tone) -> Color {
        match tone {
            Tone::Good => self.good,
            Tone::Mixed => self.accent,
            Tone::Bad => self.danger,
            Tone::Neutral => self.muted,
        }
    }

    /// The ink of a card `fraction` of the way up the deck (0 lowest, 1 highest).
    pub fn card_ink(&self, fraction: f32) -> Color {
        self.ink_low.mix(&self.ink_high, fraction.clamp(0.0, 1.0))
    }
}

/// WCAG's contrast ratio of two opaque colours, from 1 (none) to 21.
pub fn contrast_ratio(a: Color, b: Color) -> f32 {
    let luminance = |colour: Color| {
        let linear = colour.to_linear();
        0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
    };
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// A button's job, read by the screen that spawned it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ButtonAction<T: Send + Sync + 'static>(pub T);

/// The buttons of one screen whose interaction changed this frame.
pub type ChangedButtons<'w, 's, T> =
    Query<'w, 's, (&'static Interaction, &'static ButtonAction<T>), Changed<Interaction>>;

/// The job of the button pressed this frame, if any.
pub fn pressed<T: Send + Sync + Copy + 'static>(buttons: &ChangedButtons<T>) -> Option<T> {
    buttons
        .iter()
        .find(|(interaction, _)| **interaction == Interaction::Pressed)
        .map(|(_, action)| action.0)
}

/// Marks the button that keyboard focus is on.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Focused;

/// A tutorial coach's panel, pinned to the top right over everything, `top`
/// pixels down and `width` wide; its text is the caller's child.
pub fn coach_panel(top: f32, width: f32, colours: &Colours) -> impl Bundle {
    (
        Node {
            position_type: PositionType::Absolute,
            top: px(top),
            right: px(10),
            width: px(width),
            padding: UiRect::axes(px(12), px(8)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(colours.banner),
        BorderColor::all(colours.accent),
        GlobalZIndex(20),
        Pickable::IGNORE,
    )
}

pub fn label(text: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        crate::shell::ui::a11y::Spoken,
        Text::new(text),
        text_font(size),
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
    shaped_button(
        text,
        action,
        Node {
            width: px(width),
            min_height: px(40),
            padding: UiRect::axes(px(12), px(6)),
            margin: UiRect::all(px(4)),
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        18.0,
    )
}

/// A button of its own size and spacing (`node`), its label centred; the
/// look (plate, colours, focus) is every button's.
pub fn shaped_button<T: Send + Sync + Copy + 'static>(
    text: impl Into<String>,
    action: T,
    node: Node,
    text_size: f32,
) -> impl Bundle {
    (
        Button,
        ButtonAction(action),
        Node {
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..node
        },
        BackgroundColor(BUTTON),
        children![label(text, text_size, TEXT)],
    )
}

/// Titles: Inter Display Bold, drawn tighter for large sizes.
pub const DISPLAY_FONT: Handle<bevy::text::Font> =
    uuid_handle!("3b0f6c52-8d1e-4b7a-9c44-0f2a51d6e7b1");
/// Card numbers: Inter Bold.
pub const NUMERAL_FONT: Handle<bevy::text::Font> =
    uuid_handle!("9a7e2d10-4c3b-4f85-b6e9-5d1c80a4f263");

/// Labels this large or larger are titles and use the display face.
const TITLE_SIZE: f32 = 28.0;

/// The faces the game draws with, from the embedded assets: Inter Regular
/// replaces Bevy's default font (an ASCII-only monospaced subset), so every
/// `TextFont` that names no font gets it and Italian accents draw.
const FACES: [(&str, Option<Handle<bevy::text::Font>>); 3] = [
    ("fonts/Inter-Regular.otf", None),
    ("fonts/InterDisplay-Bold.otf", Some(DISPLAY_FONT)),
    ("fonts/Inter-Bold.otf", Some(NUMERAL_FONT)),
];

/// Digits of equal width, so counters and aligned columns do not jitter.
fn tabular_figures() -> bevy::text::FontFeatures {
    [bevy::text::FontFeatureTag::TABULAR_FIGURES].into()
}

/// The font for interface text of `size`: the display face for titles.
pub fn text_font(size: f32) -> TextFont {
    let font = TextFont {
        font_features: tabular_figures(),
        ..TextFont::from_font_size(size)
    };
    if size >= TITLE_SIZE {
        font.with_font(DISPLAY_FONT)
    } else {
        font
    }
}

/// The font for a card's number.
pub fn numeral_font(size: f32) -> TextFont {
    TextFont {
        font_features: tabular_figures(),
        ..TextFont::from_font_size(size)
    }
    .with_font(NUMERAL_FONT)
}

fn install_fonts(app: &mut App) {
    let mut fonts = app.world_mut().resource_mut::<Assets<bevy::text::Font>>();
    for (path, handle) in FACES {
        let Some(bytes) = crate::shell::ui::embedded::embedded_file(std::path::Path::new(path))
        else {
            warn!("{path} is not embedded; text falls back to Bevy's font");
            continue;
        };
        let id = handle.map_or(AssetId::default(), |handle| handle.id());
        if let Err(error) = fonts.insert(id, bevy::text::Font::from_bytes(bytes.to_vec())) {
            warn!("could not install {path}: {error}");
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    install_fonts(app);
    app.init_resource::<InputFocus>();
    app.add_systems(Update, share_focus);
}

/// Applies the palette setting: the background follows at once, other colours as screens are built.
fn follow_palette(settings: Res<Settings>, mut in_force: ResMut<Colours>) {
    let chosen = *palette_colours(settings.accessibility.palette);
    if *in_force != chosen {
        *in_force = chosen;
    }
}

/// The colours in force follow the settings; needs no window.
pub(crate) fn palette_plugin(app: &mut App) {
    app.insert_resource(STANDARD);
    app.add_systems(PreUpdate, follow_palette);
}

/// Screen readers (through AccessKit, which Bevy feeds from the interface's
/// buttons and texts) announce whatever holds the input focus: it follows
/// the row the keyboard is on.
fn share_focus(
    gained: Query<Entity, Added<Focused>>,
    mut lost: RemovedComponents<Focused>,
    mut focus: ResMut<InputFocus>,
) {
    let lost: Vec<Entity> = lost.read().collect();
    if let Some(entity) = gained.iter().last() {
        if focus.get() != Some(entity) {
            focus.set(entity, FocusCause::Navigated);
        }
    } else if focus.get().is_some_and(|entity| lost.contains(&entity)) {
        focus.clear();
    }
}

/// The keyboard focus ring: bright and thick enough to see from a sofa.
pub const FOCUS_RING: Color = Color::srgb(1.0, 0.92, 0.45);
