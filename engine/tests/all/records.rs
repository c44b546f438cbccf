//! Records: the RON format, the example files, `docs/RECORDS.md` and the
//! `pilefire record` / `pilefire replay` commands.

use std::path::{Path, PathBuf};
use std::process::Command;

use pilefire_engine::piles::rules::{Deal, Game, Record, ReplayError, Ruleset};

const HAND_MADE: [&str; 3] = [
    "coop-hand-made.ron",
    "on-fire-hand-made.ron",
    "duel-hand-made.ron",
];

/// The workspace's root, where the example records and the docs are.
fn repo() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

fn example(name: &str) -> String {
    std::fs::read_to_string(repo().join("examples/records").join(name)).unwrap()
}

/// A scratch file for this test, under cargo's temporary folder for tests.
fn scratch(name: &str, text: &str) -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).unwrap();
    path
}

struct Run {
    success: bool,
    stdout: String,
    stderr: String,
}

fn pilefire(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_pilefire-engine"))
        .args(args)
        .output()
        .unwrap();
    Run {
        success: output.status.success(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

fn replay_file(path: &Path) -> Run {
    pilefire(&["replay", path.to_str().unwrap()])
}

/// Replays `text` (an example changed by the test) and expects a refusal
/// whose message contains every one of `parts`.
#[track_caller]
fn assert_rejected(name: &str, text: &str, parts: &[&str]) {
    let run = replay_file(&scratch(name, text));
    assert!(!run.success, "{name} should be rejected:\n{}", run.stdout);
    for part in parts {
        assert!(
            run.stderr.contains(part),
            "{name}: {part:?} missing from {:?}",
            run.stderr
        );
    }
    assert!(
        Record::from_ron(text)
            .map(|r| r.replay().is_err())
            .unwrap_or(true)
    );
}

#[track_caller]
fn changed(text: &str, from: &str, to: &str) -> String {
    assert_eq!(text.matches(from).count(), 1, "{from:?} should occur once");
    text.replacen(from, to, 1)
}

#[test]
fn every_example_record_replays() {
    let mut names: Vec<String> = std::fs::read_dir(repo().join("examples/records"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".ron"))
        .collect();
    names.sort();
    for name in HAND_MADE {
        assert!(names.iter().any(|n| n == name), "{name} is missing");
    }
    for name in &names {
        let text = example(name);
        let record = Record::from_ron(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let game = record.replay().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            record.outcome.is_some(),
            "{name}: examples are finished games"
        );
        assert_eq!(game.outcome(), record.outcome);
        let run = replay_file(&repo().join("examples/records").join(name));
        assert!(run.success, "{name}: {}", run.stderr);
        let result = game.outcome().unwrap().describe();
        assert!(
            run.stdout.contains(&format!("result: {result}")),
            "{name}: {}",
            run.stdout
        );
        // Quiet prints only the result.
        let quiet = pilefire(&[
            "replay",
            "--quiet",
            repo().join("examples/records").join(name).to_str().unwrap(),
        ]);
        assert!(quiet.success);
        assert_eq!(quiet.stdout.trim(), format!("result: {result}"));
    }
}

/// The worked examples of `docs/RECORDS.md` are the example files, byte for
/// byte, and every record shown there parses as one of them.
#[test]
fn docs_examples_are_the_example_files() {
    let docs = std::fs::read_to_string(repo().join("docs/RECORDS.md")).unwrap();
    let blocks: Vec<&str> = docs
        .split("```ron\n")
        .skip(1)
        .map(|rest| rest.split("```").next().unwrap())
        .collect();
    for name in HAND_MADE {
        let text = example(name);
        assert!(
            blocks.contains(&text.as_str()),
            "{name} is not shown verbatim in docs/RECORDS.md"
        );
    }
    let files: Vec<Record> = HAND_MADE
        .iter()
        .map(|name| Record::from_ron(&example(name)).unwrap())
        .collect();
    let mut parsed = 0;
    for block in blocks {
        if let Ok(record) = Record::from_ron(block) {
            assert!(
                files.contains(&record),
                "a record in the docs is not an example file:\n{block}"
            );
            parsed += 1;
        }
    }
    assert_eq!(parsed, HAND_MADE.len());
}

/// What each hand-made example shows, checked on the replayed game.
#[test]
fn hand_made_examples_show_what_the_docs_say() {
    let coop = Record::from_ron(&example("coop-hand-made.ron")).unwrap();
    let mut turns = Vec::new();
    coop.replay_with(|number, _, game| {
        turns.push((number, game.signals().len(), game.hand_sizes()))
    })
    .unwrap();
    // The signal is up after turn 1 and cleared in turn 2.
    assert_eq!(turns[0].1, 1);
    assert_eq!(turns[1].1, 0);
    let fire = Record::from_ron(&example("on-fire-hand-made.ron"))
        .unwrap()
        .replay()
        .unwrap();
    assert_eq!(fire.piles()[1].top(), 34);
    let duel = Record::from_ron(&example("duel-hand-made.ron")).unwrap();
    let mut sizes = Vec::new();
    duel.replay_with(|_, _, game| sizes.push(game.hand_sizes()))
        .unwrap();
    // Own cards only: 6 - 3 + 2; with a help card: refilled to 6.
    assert_eq!(sizes[0], [5, 6]);
    assert_eq!(sizes[2], [6, 5]);
}

/// `pilefire record` then `pilefire replay`, and the record through the library.
#[test]
fn record_then_replay_round_trip() {
    let cases: [(&str, &[&str]); 4] = [
        ("coop", &["--seats", "3", "--seed", "11"]),
        ("fire", &["--seats", "2", "--fire", "--seed", "5"]),
        (
            "pro",
            &["--seats", "4", "--pro", "--small-hands", "--seed", "2"],
        ),
        ("duel", &["--mode", "duel", "--seed", "4"]),
    ];
    for (name, args) in cases {
        let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("round-trip-{name}.ron"));
        let mut command = vec!["record", "--out", path.to_str().unwrap()];
        command.extend_from_slice(args);
        let run = pilefire(&command);
        assert!(run.success, "{name}: {}", run.stderr);
        let text = std::fs::read_to_string(&path).unwrap();
        let record = Record::from_ron(&text).unwrap();
        assert!(record.outcome.is_some(), "{name}: bots play to the end");
        let game = record.replay().unwrap();
        assert_eq!(game.outcome(), record.outcome);
        assert_eq!(game.record(), record);
        assert_eq!(Record::from_ron(&record.to_ron()).unwrap(), record);
        let run = replay_file(&path);
        assert!(run.success, "{name}: {}", run.stderr);
        assert!(run.stdout.contains(&record.outcome.unwrap().describe()));
        assert!(
            run.stdout
                .lines()
                .filter(|l| l.starts_with("turn "))
                .count()
                >= record.turns.len()
        );
    }
    // A game saved mid-turn replays to the same position.
    let mut game = Game::new(Ruleset::coop(2), Deal::Seed(3), 1).unwrap();
    let play = game.legal_plays()[0];
    game.play(1, play).unwrap();
    let text = game.record().to_ron();
    let replayed = Record::from_ron(&text).unwrap().replay().unwrap();
    assert_eq!(format!("{replayed:?}"), format!("{game:?}"));
    let run = replay_file(&scratch("mid-turn.ron", &text));
    assert!(run.success, "{}", run.stderr);
    assert!(
        run.stdout.contains("not over; seat 1 to move"),
        "{}",
        run.stdout
    );
}

/// An illegal move is refused with its turn, its move and the rule it breaks.
#[test]
fn illegal_records_name_turn_move_and_rule() {
    let coop = example("coop-hand-made.ron");
    // 3 on the ascending pile showing 99.
    let text = changed(&coop, "Play(card: 3, pile: 2)", "Play(card: 3, pile: 0)");
    assert_rejected(
        "bad-direction.ron",
        &text,
        &["turn 3, move 3", "play 3 on pile 0", "R-CO-6"],
    );
    // The message shown in docs/RECORDS.md is this one, word for word.
    let docs = std::fs::read_to_string(repo().join("docs/RECORDS.md")).unwrap();
    let run = replay_file(&scratch("bad.ron", &text));
    let message = run
        .stderr
        .trim()
        .replace(&*scratch("bad.ron", &text).to_string_lossy(), "bad.ron");
    assert!(
        docs.contains(&format!("```text\n{message}\n```")),
        "{message}"
    );
    // A card seat 0 does not hold.
    let text = changed(&coop, "Play(card: 99, pile: 0)", "Play(card: 97, pile: 0)");
    assert_rejected("not-in-hand.ron", &text, &["turn 3, move 1", "R-CO-9"]);
    // A turn of one card while the draw pile lasts.
    let text = changed(&coop, "                Play(card: 20, pile: 0),\n", "");
    assert_rejected(
        "below-minimum.ron",
        &text,
        &["turn 1, end of turn", "R-CO-9"],
    );
    // The second turn recorded for the wrong seat.
    let text = changed(
        &coop,
        "seat: 1,\n            moves",
        "seat: 0,\n            moves",
    );
    assert_rejected("wrong-seat.ron", &text, &["turn 2", "R-CO-5"]);
    // A turn after the game has ended.
    let text = changed(
        &coop,
        "    ],\n    // Seat 1 holds",
        "        (seat: 1, moves: [Play(card: 30, pile: 0)], end: Draw),\n    ],\n    // Seat 1 holds",
    );
    assert_rejected("after-the-end.ron", &text, &["turn 4", "already over"]);
    // The recorded result is not the replayed one.
    let text = changed(&coop, "cards_left: 90", "cards_left: 89");
    assert_rejected(
        "wrong-outcome.ron",
        &text,
        &["replaying it gives", "90 cards left"],
    );
    // A signal on a pile that does not exist.
    let text = changed(
        &coop,
        "Signal(seat: 1, pile: 2, signal: None)",
        "Signal(seat: 1, pile: 7, signal: None)",
    );
    assert_rejected("bad-signal.ron", &text, &["turn 2, move 3", "R-CO-1"]);

    let duel = example("duel-hand-made.ron");
    // 40 does not help seat 1's ascending pile showing 29.
    let text = changed(&duel, "Play(card: 12, pile: 2)", "Play(card: 40, pile: 2)");
    assert_rejected("no-help.ron", &text, &["turn 3, move 2", "R-DU-5"]);
    // Signals are co-operative talk.
    let text = changed(
        &duel,
        "moves: [],",
        "moves: [Signal(seat: 1, pile: 0, signal: Some(SmallJumps))],",
    );
    assert_rejected("duel-signal.ron", &text, &["turn 4, move 1", "R-CO-13"]);

    let fire = example("on-fire-hand-made.ron");
    let text = changed(
        &fire,
        "FireLost(",
        "Lost(seat: 0, gave_up: false, excellent: false, ",
    );
    let text = changed(&text, "        card: 22,\n        pile: 0,\n", "");
    assert_rejected(
        "not-a-fire-loss.ron",
        &text,
        &["replaying it gives", "lost to fire"],
    );
}

/// `None` means the game goes on: a record whose turns end the game must
/// state its outcome, whether it writes `None` or leaves the field out.
#[test]
fn a_finished_game_without_its_outcome_is_refused() {
    for name in HAND_MADE {
        let text = example(name);
        let at = text.find("    outcome: Some(").unwrap();
        let result = Record::from_ron(&text).unwrap().outcome.unwrap().describe();
        for (label, ending) in [("none", "    outcome: None,\n)\n"), ("left-out", ")\n")] {
            let unfinished = format!("{}{ending}", &text[..at]);
            let file = format!("no-outcome-{label}-{name}");
            assert_rejected(
                &file,
                &unfinished,
                &["outcome is None", "end the game", &result],
            );
            let error = Record::from_ron(&unfinished).unwrap().replay().unwrap_err();
            assert!(
                matches!(error, ReplayError::OutcomeMissing { .. }),
                "{error}"
            );
        }
    }
    // The message shown in docs/RECORDS.md is this one, word for word.
    let coop = example("coop-hand-made.ron");
    let at = coop.find("    outcome: Some(").unwrap();
    let text = format!("{}    outcome: None,\n)\n", &coop[..at]);
    let path = scratch("unfinished.ron", &text);
    let run = replay_file(&path);
    let message = run
        .stderr
        .trim()
        .replace(&*path.to_string_lossy(), "unfinished.ron");
    let docs = std::fs::read_to_string(repo().join("docs/RECORDS.md")).unwrap();
    assert!(
        docs.contains(&format!("```text\n{message}\n```")),
        "{message}"
    );
    // Without its last turn the game goes on, and `None` says so.
    let mut going_on = Record::from_ron(&coop).unwrap();
    going_on.turns.pop();
    going_on.outcome = None;
    assert!(!going_on.replay().unwrap().is_over());
    let run = replay_file(&scratch("going-on.ron", &going_on.to_ron()));
    assert!(run.success, "{}", run.stderr);
    assert!(run.stdout.contains("result: not over"), "{}", run.stdout);
}

/// Each game has its own bot levels: `record --help` and `simulate --help`
/// name both lists, and an unknown level is refused naming the list of the
/// game asked for first, then the other's.
#[test]
fn help_and_errors_name_each_games_bot_levels() {
    use pilefire_engine::chameleons::bots::ChameleonLevel;
    use pilefire_engine::piles::bots::BotLevel;
    let in_words = |names: &[&str]| {
        let (last, rest) = names.split_last().unwrap();
        format!("{} or {last}", rest.join(", "))
    };
    let number_piles = in_words(&BotLevel::ALL.map(BotLevel::name));
    let chameleons = in_words(&ChameleonLevel::ALL.map(|level| level.name()));
    // clap may wrap long help lines.
    let flat = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let help = flat(&pilefire(&["record", "--help"]).stdout);
    assert!(
        help.contains(&format!(
            "Number-pile games: {number_piles}; chameleons: {chameleons}"
        )),
        "{help}"
    );
    let help = flat(&pilefire(&["simulate", "--help"]).stdout);
    assert!(
        help.contains(&format!("Chameleons: {chameleons}")),
        "{help}"
    );
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("never-written-bot.ron");
    let out = out.to_str().unwrap();
    let run = pilefire(&[
        "record",
        "--mode",
        "chameleons",
        "--seats",
        "3",
        "--bot",
        "easy",
        "--out",
        out,
    ]);
    assert!(!run.success);
    assert!(
        run.stderr.contains(&format!(
            "unknown bot level \"easy\" for chameleons: use {chameleons} (the number-pile games' levels are {number_piles})"
        )),
        "{}",
        run.stderr
    );
    for args in [
        &["record", "--bot", "random", "--out", out][..],
        &["simulate", "--bot", "random", "--games", "1"][..],
    ] {
        let run = pilefire(args);
        assert!(!run.success);
        assert!(
            run.stderr.contains(&format!(
                "unknown bot level \"random\" for the number-pile games: use {number_piles} (with --mode chameleons: {chameleons})"
            )),
            "{}",
            run.stderr
        );
    }
}

/// `pilefire --help` and the crate's description (Cargo.toml) name both games.
#[test]
fn help_and_crate_description_name_both_games() {
    let help = pilefire(&["--help"]);
    assert!(help.success, "{}", help.stderr);
    let about = help.stdout.lines().next().unwrap_or_default();
    for text in [about, env!("CARGO_PKG_DESCRIPTION")] {
        assert!(
            text.contains("number-pile card games") && text.contains("chameleon rows game"),
            "{text}"
        );
    }
}

/// Files that are not records, or not playable setups, are refused with a message.
#[test]
fn malformed_records_are_refused() {
    let coop = example("coop-hand-made.ron");
    let cut = &coop[..coop.len() / 2];
    assert_rejected("cut.ron", cut, &["not a valid game record"]);
    assert_rejected("not-ron.ron", "hello", &["not a valid game record"]);
    let text = changed(&coop, "Play(card: 10, pile: 0)", "Play(card: ten, pile: 0)");
    assert_rejected("bad-number.ron", &text, &["not a valid game record"]);
    for bad in [
        "Play(card: 300, pile: 0)",
        "Play(card: 10, pile: -1)",
        "Jump(card: 10, pile: 0)",
    ] {
        let text = changed(&coop, "Play(card: 10, pile: 0)", bad);
        assert_rejected("bad-value.ron", &text, &["not a valid game record"]);
    }
    let text = changed(&coop, "version: 1", "version: 2");
    assert_rejected("version.ron", &text, &["version 2 is not supported"]);
    // A deck with 10 twice and no 97.
    let text = changed(&coop, "96, 97,", "96, 10,");
    assert_rejected("bad-deck.ron", &text, &["cannot set up the game", "R-CO-2"]);
    let text = changed(&coop, "seats: 2", "seats: 6");
    assert_rejected(
        "bad-seats.ron",
        &text,
        &["cannot set up the game", "R-CO-4"],
    );
    // `pilefire record` refuses rulesets the books do not have.
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("never-written.ron");
    let out = out.to_str().unwrap();
    for (args, rule) in [
        (&["--seats", "9"][..], "R-CO-4"),
        (&["--small-hands"][..], "R-PRO-2"),
    ] {
        let mut command = vec!["record", "--out", out];
        command.extend_from_slice(args);
        let run = pilefire(&command);
        assert!(!run.success && run.stderr.contains(rule), "{}", run.stderr);
    }
    let run = pilefire(&["replay", "/nonexistent/pilefire/record.ron"]);
    assert!(!run.success);
    assert!(run.stderr.contains("cannot read"), "{}", run.stderr);
}

/// As `docs/RECORDS.md` says: ruleset fields may be left out (a plain
/// one-seat game), and so may the outcome of an unfinished game.
#[test]
fn short_records_use_the_documented_defaults() {
    let record =
        Record::from_ron("(version: 1, ruleset: (), deal: Seed(5), first_seat: 0, turns: [])")
            .unwrap();
    assert_eq!(record.ruleset, Ruleset::coop(1));
    assert_eq!(record.outcome, None);
    let game = record.replay().unwrap();
    assert_eq!(game.hand_sizes(), [8]);
    let duel = Record::from_ron(
        "(version: 1, ruleset: (mode: Duel, seats: 2), deal: Seed(3), first_seat: 1, turns: [])",
    )
    .unwrap();
    assert_eq!(duel.ruleset, Ruleset::duel());
    assert_eq!(duel.replay().unwrap().to_move(), 1);
}
