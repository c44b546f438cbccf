//! Pictures of the screens after a chameleon game, before the chameleon
//! table exists to reach them: plays a game with baseline bots, shows its
//! score screen as if seat 0 were the person, flips one of their colours,
//! then the chameleon statistics and a replay, saving a PNG of each and
//! exiting. `cargo run --example chameleon_screens -- DIR [PLAYERS] [purple]`.

use crate::chameleons::GAME as CHAMELEONS;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use crate::chameleons::setup::{ChameleonFinished, ChameleonSetup};
use crate::launch::ChameleonPreview;
use crate::shell::states::Screen;
use crate::shell::statistics::{ShownSection, StatsSections};
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents, make_chameleon_bot};
use pilefire_engine::chameleons::{ChameleonConfig, ChameleonDeal, ChameleonGame, ScoreSide};

#[derive(Resource, Debug, Default)]
struct PreviewRun {
    step: usize,
    clock: f32,
}

pub(crate) fn plugin(app: &mut App) {
    let Some(preview) = app
        .world()
        .get_resource::<crate::launch::Launch>()
        .and_then(|launch| launch.chameleon_preview.clone())
    else {
        return;
    };
    if let Err(error) = std::fs::create_dir_all(&preview.dir) {
        error!("cannot create {}: {error}", preview.dir.display());
    }
    app.insert_resource(preview);
    app.init_resource::<PreviewRun>();
    app.add_systems(Update, drive_preview);
}

/// A whole game of baseline bots.
pub fn bot_game(players: usize, side: ScoreSide, seed: u64) -> ChameleonGame {
    let config = ChameleonConfig::new(players, side);
    let mut game = ChameleonGame::new(config, ChameleonDeal::Seed(seed)).expect("a valid set-up");
    let mut bots: Vec<_> = (0..players)
        .map(|p| make_chameleon_bot(ChameleonLevel::Baseline, seed + p as u64))
        .collect();
    while !game.is_over() {
        let p = game.current_player();
        let action = bots[p].decide(&game.observation(p));
        game.apply(p, action).expect("bots act legally");
    }
    game
}

fn key(messages: &mut MessageWriter<KeyboardInput>, code: KeyCode, state: ButtonState) {
    messages.write(KeyboardInput {
        key_code: code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
}

fn picture(commands: &mut Commands, preview: &ChameleonPreview, name: &str) {
    let path = preview.dir.join(format!("{name}.png"));
    info!("screenshot {}", path.display());
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path));
}

#[allow(clippy::too_many_arguments)]
fn drive_preview(
    mut commands: Commands,
    time: Res<Time>,
    preview: Res<ChameleonPreview>,
    mut run: ResMut<PreviewRun>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut keys: MessageWriter<KeyboardInput>,
    sections: Res<StatsSections>,
    mut section: ResMut<ShownSection>,
    mut exit: MessageWriter<AppExit>,
) {
    if *screen.get() == Screen::Loading {
        return;
    }
    run.clock += time.delta_secs();
    if run.clock < 1.2 {
        return;
    }
    run.clock = 0.0;
    let side = match preview.side {
        ScoreSide::Brown => "brown",
        ScoreSide::Purple => "purple",
    };
    let shot = format!("chameleons-score-{}p-{side}", preview.players);
    match run.step {
        0 => {
            let game = bot_game(preview.players, preview.side, preview.seed);
            let names = (0..preview.players)
                .map(|p| {
                    if p == 0 {
                        "You".into()
                    } else {
                        format!("Bot {p}")
                    }
                })
                .collect();
            commands.insert_resource(ChameleonFinished {
                setup: ChameleonSetup {
                    players: preview.players,
                    side: preview.side,
                    seed: Some(preview.seed),
                    opponents: Opponents::All(ChameleonLevel::Baseline),
                    human_seat: Some(0),
                    daily: false,
                },
                game,
                seed: preview.seed,
                names,
            });
            next.set(Screen::Score(CHAMELEONS));
        }
        1 => picture(&mut commands, &preview, &shot),
        // Tab past "Play again" and "Menu" to the first colour, then flip it.
        2..=4 => {
            let code = if run.step == 4 {
                KeyCode::Space
            } else {
                KeyCode::Tab
            };
            key(&mut keys, code, ButtonState::Pressed);
            key(&mut keys, code, ButtonState::Released);
        }
        5 => picture(&mut commands, &preview, &format!("{shot}-changed")),
        6 => {
            if let Some(chameleons) = ShownSection::titled(&sections, "chstats-title") {
                *section = chameleons;
            }
            next.set(Screen::Statistics);
        }
        7 => picture(&mut commands, &preview, "chameleons-statistics"),
        8 => next.set(Screen::Replays(CHAMELEONS)),
        9 => {
            key(&mut keys, KeyCode::Enter, ButtonState::Pressed);
            key(&mut keys, KeyCode::Enter, ButtonState::Released);
        }
        // Late in the second round: rows filled, some taken.
        10..=47 => {
            key(&mut keys, KeyCode::ArrowRight, ButtonState::Pressed);
            key(&mut keys, KeyCode::ArrowRight, ButtonState::Released);
            run.clock = 1.1;
        }
        48 => picture(&mut commands, &preview, "chameleons-replay"),
        _ => {
            exit.write(AppExit::Success);
        }
    }
    run.step += 1;
}
