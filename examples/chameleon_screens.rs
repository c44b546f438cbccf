//! Pictures of the screens after a chameleon game (score, the score after
//! the person flips a colour, statistics, a replay) at 1280x720, saved as
//! `chameleons-*.png` in DIR. Use a scratch config folder: the game is kept.
//!   PILEFIRE_CONFIG_DIR=$(mktemp -d) xvfb-run -a -s "-screen 0 1280x720x24" \
//!     cargo run --example chameleon_screens -- DIR [PLAYERS] [purple] [SEED]

use std::process::ExitCode;

use pilefire::chameleons::ScoreSide;
use pilefire::game::Launch;
use pilefire::game::dev::chameleon_preview::ChameleonPreview;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = args.first().map_or("docs/screenshots".into(), Into::into);
    let players = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(4);
    let side = if args.iter().any(|a| a == "purple") {
        ScoreSide::Purple
    } else {
        ScoreSide::Brown
    };
    let seed = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(5);
    pilefire::game::run(Launch {
        chameleon_preview: Some(ChameleonPreview {
            dir,
            players,
            side,
            seed,
        }),
        ..Launch::default()
    })
}
