//! A game's course read from its record (the score screen's chart and
//! shares) and the result on the rule book's scale (R-CO-18).

use pilefire::l10n::{Catalog, Language};
use pilefire_engine::piles::bots::driver::play_out;
use pilefire_engine::piles::bots::{Bot, BotLevel, make_bot};
use pilefire_engine::piles::rules::{Deal, DuelWin, Game, Mode, Outcome, Rule, Ruleset, Verdict};

fn played_out(ruleset: Ruleset, seed: u64) -> Game {
    let mut game = Game::new(ruleset, Deal::Seed(seed), 0).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = (0..ruleset.seats)
        .map(|seat| make_bot(BotLevel::Normal, &ruleset, seed + seat as u64))
        .collect();
    play_out(&mut game, &mut bots).expect("legal bot moves");
    game
}

fn games() -> Vec<Game> {
    vec![
        played_out(Ruleset::coop(1), 3),
        played_out(Ruleset::coop(3).on_fire(), 7),
        played_out(Ruleset::coop(5).professional(true), 5),
        played_out(Ruleset::duel(), 9),
    ]
}

/// R-CO-18: the chart's points are the game's turns, each with the cards
/// left (hands and draw piles) that replaying the record shows after it.
#[test]
fn the_chart_has_a_point_per_turn_with_the_cards_left_after_it_r_co_18() {
    for game in games() {
        let record = game.record();
        let progress = record.progress();
        assert_eq!(progress.turns.len(), record.turns.len());
        let mut after_each_turn = Vec::new();
        record
            .replay_with(|_, turn, replayed| {
                after_each_turn.push((turn.seat, replayed.cards_left()));
            })
            .expect("the record replays");
        let points: Vec<(usize, usize)> = progress
            .turns
            .iter()
            .map(|point| (point.seat, point.cards_left))
            .collect();
        assert_eq!(points, after_each_turn, "{}", game.ruleset().describe());
        let start: usize = game.ruleset().deck_count() * game.ruleset().deck_cards().len();
        assert_eq!(progress.start, start);
        assert_eq!(progress.cards_left(), game.cards_left());
    }
}

/// Every seat's share counts the cards it put on the piles; together they
/// are every card played (R-CO-18 counts the rest).
#[test]
fn the_seats_shares_add_up_to_the_cards_played() {
    for game in games() {
        let progress = game.record().progress();
        let played = progress.start - game.cards_left();
        assert_eq!(progress.played_by_seat.iter().sum::<usize>(), played);
        assert_eq!(progress.played(), played);
        assert_eq!(progress.played_by_seat.len(), game.ruleset().seats);
        for (seat, &count) in progress.played_by_seat.iter().enumerate() {
            let by_turns: usize = progress
                .turns
                .iter()
                .filter(|point| point.seat == seat)
                .map(|point| point.played)
                .sum();
            assert_eq!(count, by_turns, "seat {seat}");
        }
        // A Duel seat's cards still to place are its deck less its plays (R-DU-1).
        if game.ruleset().mode == Mode::Duel {
            for seat in 0..2 {
                assert_eq!(58 - progress.played_by_seat[seat], game.cards_left_of(seat));
            }
        }
    }
}

fn lost(cards_left: usize) -> Outcome {
    Outcome::Lost {
        cards_left,
        excellent: cards_left < 10,
        seat: 0,
        gave_up: false,
    }
}

#[test]
fn r_co_18_verdict_beaten_excellent_or_counted() {
    assert_eq!(
        Verdict::of(&Outcome::Won),
        Verdict::Beaten,
        "R-CO-18: 0 left"
    );
    assert_eq!(Verdict::of(&lost(1)), Verdict::Excellent, "R-CO-18: 1 left");
    assert_eq!(Verdict::of(&lost(9)), Verdict::Excellent, "R-CO-18: 9 left");
    assert_eq!(Verdict::of(&lost(10)), Verdict::Counted, "R-CO-18: 10 left");
    assert_eq!(Verdict::of(&lost(57)), Verdict::Counted, "R-CO-18: 57 left");
    let burned = Outcome::FireLost {
        cards_left: 3,
        card: 44,
        pile: 1,
    };
    assert_eq!(
        Verdict::of(&burned),
        Verdict::Burned,
        "R-FIRE-2 whatever the count"
    );
    assert!(Verdict::Beaten.celebrates() && Verdict::Excellent.celebrates());
    assert!(!Verdict::Counted.celebrates() && !Verdict::Burned.celebrates());
    // The aside names the scoring rule, and what ended the game.
    assert_eq!(Verdict::rules(&Outcome::Won), vec![Rule::Co17, Rule::Co18]);
    assert_eq!(Verdict::rules(&lost(9)), vec![Rule::Co16, Rule::Co18]);
    assert_eq!(Verdict::rules(&burned), vec![Rule::Fire2]);
    let resigned = Outcome::DuelWon {
        winner: 0,
        how: DuelWin::OpponentResigned,
    };
    assert_eq!(Verdict::of(&resigned), Verdict::DuelDecided);
    assert!(Verdict::rules(&resigned).is_empty());
}

#[test]
fn r_co_18_verdict_words_in_both_languages() {
    let english = Catalog::new(Language::English);
    let italian = Catalog::new(Language::Italian);
    let words = [
        ("score-verdict-beaten", "Game beaten!", "Gioco battuto!"),
        ("score-verdict-excellent", "Excellent!", "Eccellente!"),
        ("score-verdict-counted", "Game over", "Partita finita"),
    ];
    for (key, en, it) in words {
        assert_eq!(english.get(key), en, "R-CO-18");
        assert_eq!(italian.get(key), it, "R-CO-18");
    }
    assert_eq!(
        pilefire::tr!(
            english,
            "score-rules-aside",
            count = 2,
            rules = "R-CO-16, R-CO-18"
        ),
        "rules R-CO-16, R-CO-18"
    );
    assert_eq!(
        pilefire::tr!(italian, "score-rules-aside", count = 1, rules = "R-CO-18"),
        "regola R-CO-18"
    );
}
