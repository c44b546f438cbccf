//! The opponent styles: each leans its own way, the table's mix seats them
//! in turn, and their play shows it (docs/AI.md, "Opponent styles").

use pilefire_engine::chameleons::bots::baseline::Position;
use pilefire_engine::chameleons::bots::{ChameleonLevel, ChameleonStyle, Opponents};
use pilefire_engine::chameleons::rules::scoring::colour_mask;
use pilefire_engine::chameleons::sim::{ChameleonSimConfig, run};
use pilefire_engine::chameleons::{Action, Card, Collection, Colour, Row, ScoreSide};

fn row(cards: &[Card]) -> Row {
    Row {
        cards: cards.to_vec(),
        capacity: 3,
        taken_by: None,
    }
}

fn holding(counts: &[(Colour, u8)]) -> Collection {
    let mut c = Collection::default();
    for &(colour, n) in counts {
        c.colours[colour.index()] = n;
    }
    c
}

fn leaning(style: ChameleonStyle, position: &Position, action: Action) -> f64 {
    style.leaning(position, action)
}

#[test]
fn the_mix_seats_the_three_styles_in_turn_and_names_round_trip() {
    let seated: Vec<_> = (1..=4).map(|seat| Opponents::Styles.at(seat)).collect();
    assert_eq!(
        seated,
        [
            ChameleonLevel::Hoarder,
            ChameleonLevel::Spoiler,
            ChameleonLevel::Snatcher,
            ChameleonLevel::Hoarder
        ]
    );
    for opponents in ChameleonLevel::ALL
        .map(Opponents::All)
        .into_iter()
        .chain([Opponents::Styles])
    {
        assert_eq!(Opponents::from_name(opponents.name()), Some(opponents));
    }
    for style in ChameleonStyle::ALL {
        assert_eq!(style.level().style(), Some(style));
    }
    assert_eq!(Opponents::from_name("grandmaster"), None);
}

#[test]
fn the_hoarder_waits_for_full_rows_and_the_snatcher_does_not() {
    let red = Card::Chameleon(Colour::Red);
    let rows = [row(&[red]), row(&[red, red, red])];
    let collections = [Collection::default(), Collection::default()];
    let position = Position {
        player: 0,
        rows: &rows,
        collections: &collections,
        taken: &[None, None],
        drawn: None,
        mask: colour_mask(&Colour::ALL),
        side: ScoreSide::Brown,
    };
    let (short, full) = (Action::Take { row: 0 }, Action::Take { row: 1 });
    let hoarder = ChameleonStyle::Hoarder;
    assert!(leaning(hoarder, &position, full) > leaning(hoarder, &position, short));
    let snatcher = ChameleonStyle::Snatcher;
    assert!(leaning(snatcher, &position, short) > leaning(snatcher, &position, full));
    assert!(leaning(snatcher, &position, full) > 0.0);
}

#[test]
fn the_spoiler_places_where_the_leader_gains_least() {
    // The leader holds two yellows: a third in the row they want is worth
    // more to them than a yellow alone elsewhere.
    let yellow = Card::Chameleon(Colour::Yellow);
    let rows = [row(&[yellow]), row(&[])];
    let collections = [
        Collection::default(),
        holding(&[(Colour::Red, 3), (Colour::Blue, 3), (Colour::Yellow, 1)]),
    ];
    let position = Position {
        player: 0,
        rows: &rows,
        collections: &collections,
        taken: &[None, None],
        drawn: Some(yellow),
        mask: colour_mask(&Colour::ALL),
        side: ScoreSide::Brown,
    };
    let spoiler = ChameleonStyle::Spoiler;
    let (helps, elsewhere) = (Action::Place { row: 0 }, Action::Place { row: 1 });
    assert!(leaning(spoiler, &position, elsewhere) > leaning(spoiler, &position, helps));
    // The others do not lean on placements this way.
    assert_eq!(leaning(ChameleonStyle::Snatcher, &position, helps), 0.0);
}

/// Over the same deals against `baseline`, the snatcher takes smaller rows
/// than the expert of before, and the hoarder larger ones.
#[test]
fn the_styles_show_in_the_rows_they_take() {
    let cards_per_take = |level: ChameleonLevel| {
        let summary = run(&ChameleonSimConfig {
            players: 4,
            side: ScoreSide::Brown,
            bot: level,
            versus: Opponents::All(ChameleonLevel::Baseline),
            games: 24,
            seed: 11,
            threads: 2,
        });
        let traits = summary.stats().traits;
        f64::from(traits.cards_taken) / f64::from(traits.takes)
    };
    let snatcher = cards_per_take(ChameleonLevel::Snatcher);
    let expert = cards_per_take(ChameleonLevel::ExpertV1);
    let hoarder = cards_per_take(ChameleonLevel::Hoarder);
    assert!(
        snatcher < expert && expert < hoarder,
        "{snatcher} {expert} {hoarder}"
    );
}
