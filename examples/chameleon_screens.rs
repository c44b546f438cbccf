//! Pictures of the screens after a chameleon game (score, the score after
//! the person flips a colour, statistics, a replay), saved as
//! `chameleons-*.png` in DIR, at 1280x720 unless `--size WxH` says
//! otherwise (start Xvfb with a screen as large). Use a scratch config
//! folder: the game is kept; its `settings.ron` sets language and
//! interface size.
//!   PILEFIRE_CONFIG_DIR=$(mktemp -d) xvfb-run -a -s "-screen 0 1280x720x24" \
//!     cargo run --example chameleon_screens -- DIR [PLAYERS] [purple] [SEED] [--size WxH]

use std::process::ExitCode;

use pilefire::launch::ChameleonPreview;
use pilefire::launch::Launch;
use pilefire_engine::chameleons::ScoreSide;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut launch = Launch::default();
    if let Some(at) = args.iter().position(|a| a == "--size") {
        let size = args.get(at + 1).cloned().unwrap_or_default();
        let Some((width, height)) = size
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        else {
            eprintln!("--size wants WIDTHxHEIGHT, not {size:?}");
            return ExitCode::FAILURE;
        };
        (launch.width, launch.height) = (width, height);
        args.drain(at..(at + 2).min(args.len()));
    }
    let dir = args.first().map_or("docs/screenshots".into(), Into::into);
    let players = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(4);
    let side = if args.iter().any(|a| a == "purple") {
        ScoreSide::Purple
    } else {
        ScoreSide::Brown
    };
    let seed = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(5);
    pilefire::app::run(Launch {
        chameleon_preview: Some(ChameleonPreview {
            dir,
            players,
            side,
            seed,
        }),
        ..launch
    })
}
