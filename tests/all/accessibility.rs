//! The palettes keep every text and card number readable (WCAG AA contrast),
//! every notice about the kept files reads in both languages, a screen
//! reader hears the picked card with the piles that take it, and each app
//! holds the colours of its own palette setting.

use std::path::PathBuf;

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use crate::support::temp_dir;
use pilefire::app::keyboard_plugin;
use pilefire::app::logic_plugin;
use pilefire::l10n::{Catalog, Language};
use pilefire::piles::table::seats::{edge_colour, plate_colour};
use pilefire::piles::table::speech::describe_card;
use pilefire::shell::language::{Tr, describe_notice};
use pilefire::shell::settings::KeptFile;
use pilefire::shell::settings::Notice;
use pilefire::shell::settings::Palette;
use pilefire::shell::settings::Settings;
use pilefire::shell::settings::SettingsStore;
use pilefire::shell::ui::theme::{Colours, contrast_ratio, palette_colours};
use pilefire_engine::piles::kept::Salvage;
use pilefire_engine::piles::rules::{Deal, Game, Play, Ruleset, Signal};
use pilefire_engine::storage::StorageProblem;

const PALETTES: [Palette; 3] = [
    Palette::Standard,
    Palette::ColourBlindSafe,
    Palette::HighContrast,
];

/// WCAG AA for normal text; the card numbers are small in the corners.
const READABLE: f32 = 4.5;

#[test]
fn every_card_number_is_readable_on_its_face_in_every_palette() {
    for palette in PALETTES {
        let colours = palette_colours(palette);
        for step in 0..=20 {
            let ink = colours.card_ink(step as f32 / 20.0);
            for face in [colours.card_face, colours.hot_face] {
                let ratio = contrast_ratio(ink, face);
                assert!(
                    ratio >= READABLE,
                    "{palette:?}: ink {ink:?} on {face:?} has contrast {ratio:.2}"
                );
            }
        }
        let ratio = contrast_ratio(colours.hot_ink, colours.hot_face);
        assert!(ratio >= READABLE, "{palette:?}: the fire word, {ratio:.2}");
    }
}

#[test]
fn texts_are_readable_on_the_table_panels_and_buttons_in_every_palette() {
    for palette in PALETTES {
        let c = palette_colours(palette);
        let opaque = |colour: Color, over: Color| {
            // A translucent panel as it shows over the felt.
            let alpha = colour.alpha();
            over.mix(&colour.with_alpha(1.0), alpha)
        };
        let grounds = [
            ("felt", c.felt),
            ("panel", opaque(c.panel, c.felt)),
            ("button", c.button),
            ("focused button", c.button_focus),
        ];
        for (ground_name, ground) in grounds {
            for (text_name, text) in [("text", c.text), ("accent", c.accent)] {
                let ratio = contrast_ratio(text, ground);
                assert!(
                    ratio >= READABLE,
                    "{palette:?}: {text_name} on {ground_name} has contrast {ratio:.2}"
                );
            }
        }
        // Muted texts and warnings are larger or secondary: AA for large text.
        for (name, colour) in [("muted", c.muted), ("danger", c.danger), ("good", c.good)] {
            let ratio = contrast_ratio(colour, c.felt);
            assert!(ratio >= 3.0, "{palette:?}: {name} on felt, {ratio:.2}");
        }
    }
}

#[test]
fn low_and_high_cards_differ_in_more_than_lightness() {
    for palette in PALETTES {
        let c = palette_colours(palette);
        let low = Oklaba::from(c.card_ink(0.0));
        let high = Oklaba::from(c.card_ink(1.0));
        let hue_distance = Vec2::new(low.a - high.a, low.b - high.b).length();
        assert!(
            hue_distance > 0.1,
            "{palette:?}: low and high inks are too alike ({hue_distance:.3})"
        );
    }
}

#[test]
fn every_seat_plate_stands_off_the_felt_and_high_contrast_draws_a_rim() {
    let over = |colour: Color, ground: Color| ground.mix(&colour.with_alpha(1.0), colour.alpha());
    for palette in PALETTES {
        let c = palette_colours(palette);
        for to_move in [false, true] {
            let plate = over(plate_colour(c, to_move), c.felt);
            let rim = over(edge_colour(c, to_move), c.felt);
            // The seat's outline: the plate against the felt, or its rim
            // against both the felt and the plate.
            let outline = contrast_ratio(plate, c.felt)
                .max(contrast_ratio(rim, c.felt).min(contrast_ratio(rim, plate)));
            // WCAG's 3:1 for a component's edge where the palette promises
            // high contrast; elsewhere the plate is a visible shade.
            let least = if palette == Palette::HighContrast {
                3.0
            } else {
                1.25
            };
            assert!(
                outline >= least,
                "{palette:?}, to move {to_move}: the seat's outline has contrast {outline:.2}"
            );
        }
    }
}

/// A headless app (no window) whose palette setting is `palette`.
fn palette_app(name: &str, palette: Palette) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(SettingsStore {
        dir: Some(temp_dir(name)),
    });
    app.add_plugins((logic_plugin, keyboard_plugin));
    app.world_mut()
        .resource_mut::<Settings>()
        .accessibility
        .palette = palette;
    app.update();
    app
}

fn colours_of(app: &App) -> Colours {
    *app.world().resource::<Colours>()
}

#[test]
fn apps_side_by_side_each_hold_the_colours_of_their_own_palette() {
    let mut first = palette_app("palette-first", Palette::Standard);
    let mut second = palette_app("palette-second", Palette::HighContrast);
    assert_eq!(colours_of(&first), *palette_colours(Palette::Standard));
    assert_eq!(colours_of(&second), *palette_colours(Palette::HighContrast));

    first
        .world_mut()
        .resource_mut::<Settings>()
        .accessibility
        .palette = Palette::ColourBlindSafe;
    first.update();
    second.update();
    assert_eq!(
        colours_of(&first),
        *palette_colours(Palette::ColourBlindSafe)
    );
    assert_eq!(colours_of(&second), *palette_colours(Palette::HighContrast));

    // And the other way round: the second app's change stays its own.
    second
        .world_mut()
        .resource_mut::<Settings>()
        .accessibility
        .palette = Palette::Standard;
    second.update();
    first.update();
    assert_eq!(colours_of(&second), *palette_colours(Palette::Standard));
    assert_eq!(
        colours_of(&first),
        *palette_colours(Palette::ColourBlindSafe)
    );
}

#[test]
fn every_notice_reads_in_both_languages_and_names_its_files() {
    let path = PathBuf::from("/config/statistics.ron");
    let aside = PathBuf::from("/config/statistics.ron.corrupt");
    let salvage = Salvage {
        games_recovered: 39,
        games_found: 40,
        tallies_recovered: 2,
        tallies_found: 3,
        overall_recovered: true,
    };
    let notices = [
        Notice::Storage(StorageProblem::Unreadable {
            path: path.clone(),
            error: "Permission denied".into(),
        }),
        Notice::Storage(StorageProblem::Corrupt {
            path: path.clone(),
            kept_as: Some(aside.clone()),
            error: "1:5: Expected ')'".into(),
        }),
        Notice::Storage(StorageProblem::Corrupt {
            path: path.clone(),
            kept_as: None,
            error: "1:5: Expected ')'".into(),
        }),
        Notice::NotSaved {
            file: KeptFile::Settings,
            error: "No space left on device".into(),
        },
        Notice::NotSaved {
            file: KeptFile::Statistics("statistics.ron"),
            error: "No space left on device".into(),
        },
        Notice::NotSaved {
            file: KeptFile::GameInProgress,
            error: "No space left on device".into(),
        },
        Notice::SavedGameUnusable {
            error: "turn 3: R-CO-6".into(),
            kept_as: Some(aside.clone()),
        },
        Notice::SavedGameUnusable {
            error: "turn 3: R-CO-6".into(),
            kept_as: None,
        },
        Notice::NotWritten {
            file: KeptFile::Statistics("statistics.ron"),
            why: "Permission denied".into(),
        },
        Notice::StatisticsSalvaged {
            salvage,
            kept_as: Some(aside.clone()),
        },
        Notice::StatisticsSalvaged {
            salvage,
            kept_as: None,
        },
        Notice::GameOpenElsewhere,
    ];
    let english = Catalog::new(Language::English);
    let italian = Catalog::new(Language::Italian);
    let mut seen = Vec::new();
    for notice in &notices {
        let (en, it) = (
            describe_notice(notice, &english),
            describe_notice(notice, &italian),
        );
        assert_ne!(en, it, "{notice:?} is not translated");
        for text in [&en, &it] {
            assert!(!text.contains('{'), "an unfilled placeable: {text}");
            let named_file = match notice {
                Notice::Storage(_) => text.contains("statistics.ron"),
                Notice::SavedGameUnusable {
                    kept_as: Some(_), ..
                }
                | Notice::StatisticsSalvaged {
                    kept_as: Some(_), ..
                } => text.contains("statistics.ron.corrupt"),
                Notice::NotWritten { .. } => text.contains("statistics.ron"),
                _ => true,
            };
            assert!(named_file, "the file is not named: {text}");
            if let Notice::StatisticsSalvaged { .. } = notice {
                for count in ["39", "40", "2", "3"] {
                    assert!(text.contains(count), "{count} is not told: {text}");
                }
            }
        }
        seen.push(en);
    }
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), notices.len(), "two notices read the same");
}

fn table_for(seats: usize, seed: u64) -> pilefire::piles::session::PilesMatch {
    pilefire::piles::session::PilesMatch {
        game: Game::new(Ruleset::coop(seats), Deal::Seed(seed), 0).expect("a deal"),
        seed,
        human_seat: Some(0),
        bot_level: pilefire_engine::piles::bots::BotLevel::Normal,
        daily: false,
    }
}

#[test]
fn a_picked_card_is_spoken_with_the_piles_that_take_it_and_every_top() {
    let tr = Tr(Catalog::new(Language::English));
    let mut table = table_for(2, 5);
    let mut hand = table.game.hand(0).to_vec();
    hand.sort_unstable();
    // At the start every pile takes every card (R-CO-6).
    let first = describe_card(hand[0], &table, &tr);
    // 98 cards less two hands of 7 (R-CO-2, R-CO-4).
    let to_draw = 98 - 2 * 7;
    assert_eq!(
        first,
        format!(
            "{}: it goes on piles 1, 2, 3, 4. pile 1 up at 1; pile 2 up at 1; \
             pile 3 down at 100; pile 4 down at 100. Bot 2 holds 7 cards; \
             {to_draw} cards to draw",
            hand[0]
        )
    );
    // After the highest card goes on pile 1, the lowest no longer fits there.
    let (low, high) = (hand[0], hand[hand.len() - 1]);
    table
        .game
        .play(0, Play::new(high, 0))
        .expect("legal on an empty pile");
    let spoken = describe_card(low, &table, &tr);
    assert!(
        spoken.starts_with(&format!("{low}: it goes on piles 2, 3, 4.")),
        "{spoken}"
    );
    assert!(
        spoken.contains(&format!("pile 1 up at {high};")),
        "{spoken}"
    );
    // A signal is spoken with its pile and who placed it.
    table
        .game
        .set_signal(0, 3, Some(Signal::SmallJumps))
        .expect("signals are allowed in co-op");
    let spoken = describe_card(low, &table, &tr);
    assert!(
        spoken.contains("pile 4 down at 100 (You: small jumps). Bot 2 holds 7 cards"),
        "{spoken}"
    );
    // Italian, and a card held while another seat is to move.
    let italian = Tr(Catalog::new(Language::Italian));
    assert!(describe_card(low, &table, &italian).contains("va sulle pile 2, 3, 4"));
    table
        .game
        .play(0, Play::new(hand[1], 2))
        .expect("legal on a falling pile at 100");
    table.game.end_turn(0).expect("two cards played (R-CO-9)");
    assert_eq!(
        describe_card(low, &table, &tr),
        format!("{low}, in your hand")
    );
}
