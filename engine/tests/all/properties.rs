//! Property tests: random legal and illegal requests through thousands of
//! games of every mode. Every request is checked against a second, plain
//! statement of the rules written here (legality, drawing, the end of the
//! game), and after every step the whole table is checked for invariants.
//! Each game ends in a replay of its record, which must reproduce it exactly.

use std::sync::atomic::{AtomicUsize, Ordering};

use pilefire_engine::piles::rules::deal::Pcg32;
use pilefire_engine::piles::rules::{
    Deal, Direction, DuelWin, FIRE_CARDS, Game, Mode, Outcome, Play, PlayReport, Record, RuleError,
    Ruleset, Signal, SignalMark, TurnReport,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};

/// Games per run; the suite's time budget sets it (see the report in the test output).
const CASES: u32 = 6000;
/// Random requests per game before it is played out sensibly to its end.
const MAX_RANDOM_STEPS: usize = 300;

fn modes() -> Vec<Ruleset> {
    let mut modes: Vec<Ruleset> = (1..=5).map(Ruleset::coop).collect();
    modes.extend([
        Ruleset::coop(1).professional(false),
        Ruleset::coop(3).professional(false),
        Ruleset::coop(1).professional(true),
        Ruleset::coop(2).professional(true),
        Ruleset::coop(5).professional(true),
        Ruleset::coop(1).on_fire(),
        Ruleset::coop(2).on_fire(),
        Ruleset::coop(4).on_fire(),
        Ruleset::coop(3).professional(true).on_fire(),
        Ruleset::duel(),
        Ruleset::duel(),
        Ruleset::duel(),
    ]);
    modes
}

#[derive(Debug, Clone, Copy)]
enum Request {
    Play(usize, Play),
    Undo(usize),
    End(usize),
    Signal(usize, usize, Option<Signal>),
    GiveUp(usize),
}

enum Done {
    Played(PlayReport),
    Undone(Play),
    Ended(TurnReport),
    Signalled,
    GaveUp(Outcome),
}

fn apply(game: &mut Game, request: Request) -> Result<Done, RuleError> {
    Ok(match request {
        Request::Play(seat, play) => Done::Played(game.play(seat, play)?),
        Request::Undo(seat) => Done::Undone(game.undo(seat)?),
        Request::End(seat) => Done::Ended(game.end_turn(seat)?),
        Request::Signal(seat, pile, signal) => {
            game.set_signal(seat, pile, signal)?;
            Done::Signalled
        }
        Request::GiveUp(seat) => Done::GaveUp(game.give_up(seat)?),
    })
}

// ----- the rules once more, written plainly -----

fn follows(direction: Direction, top: u8, card: u8) -> bool {
    match direction {
        Direction::Ascending => card > top || card + 10 == top,
        Direction::Descending => card < top || card == top + 10,
    }
}

fn helps(direction: Direction, top: u8, card: u8) -> bool {
    match direction {
        Direction::Ascending => card < top,
        Direction::Descending => card > top,
    }
}

fn deck_of(game: &Game, seat: usize) -> usize {
    match game.ruleset().mode {
        Mode::Coop => game.draw_pile_sizes()[0],
        Mode::Duel => game.draw_pile_sizes()[seat],
    }
}

fn required(ruleset: &Ruleset, deck_left: usize) -> usize {
    match ruleset.mode {
        Mode::Duel => 2,
        Mode::Coop if deck_left == 0 => 1,
        Mode::Coop if ruleset.professional => 3,
        Mode::Coop => 2,
    }
}

fn is_help(game: &Game, seat: usize, pile: usize) -> bool {
    game.piles()[pile].owner.is_some_and(|owner| owner != seat)
}

fn helped_this_turn(game: &Game, seat: usize) -> bool {
    game.plays_this_turn()
        .iter()
        .any(|play| is_help(game, seat, play.pile))
}

fn play_is_legal(game: &Game, seat: usize, play: Play) -> bool {
    if game.is_over() || seat != game.to_move() || !game.hand(seat).contains(&play.card) {
        return false;
    }
    let Some(pile) = game.piles().get(play.pile) else {
        return false;
    };
    if is_help(game, seat, play.pile) {
        !helped_this_turn(game, seat) && helps(pile.direction, pile.top(), play.card)
    } else {
        follows(pile.direction, pile.top(), play.card)
    }
}

fn end_is_legal(game: &Game, seat: usize) -> bool {
    let plays = game.plays_this_turn();
    !game.is_over()
        && seat == game.to_move()
        && plays.len() >= required(game.ruleset(), deck_of(game, seat))
        && (!helped_this_turn(game, seat) || plays.iter().any(|p| !is_help(game, seat, p.pile)))
}

fn signal_is_legal(game: &Game, seat: usize, pile: usize) -> bool {
    !game.is_over()
        && game.ruleset().mode == Mode::Coop
        && seat < game.ruleset().seats
        && pile < 4
        && !(game.hand(seat).is_empty() && game.draw_pile_sizes()[0] == 0)
}

/// Can `seat`, having already played `played` cards (`helped`: one of them a
/// help card), still reach the minimum? Tries every order of plays.
fn reachable(game: &Game, seat: usize, played: usize, helped: bool) -> bool {
    let deck = deck_of(game, seat);
    let hand = game.hand(seat).to_vec();
    let mut need = required(game.ruleset(), deck).saturating_sub(played);
    if deck == 0 {
        need = need.min(hand.len());
    }
    let piles: Vec<(Direction, u8, bool)> = game
        .piles()
        .iter()
        .map(|p| (p.direction, p.top(), p.owner.is_some_and(|o| o != seat)))
        .collect();
    fn search(hand: &[u8], piles: &mut [(Direction, u8, bool)], need: usize, helped: bool) -> bool {
        if need == 0 {
            return true;
        }
        for (i, &card) in hand.iter().enumerate() {
            let rest: Vec<u8> = hand
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &c)| c)
                .collect();
            for p in 0..piles.len() {
                let (direction, top, foreign) = piles[p];
                let fits = if foreign {
                    !helped && helps(direction, top, card)
                } else {
                    follows(direction, top, card)
                };
                if !fits {
                    continue;
                }
                piles[p].1 = card;
                let found = search(&rest, piles, need - 1, helped || foreign);
                piles[p].1 = top;
                if found {
                    return true;
                }
            }
        }
        false
    }
    search(&hand, &mut piles.clone(), need, helped)
}

/// Fire cards on top of a pile that were lit before turn `turn`: due by its end.
fn fires_due(game: &Game, turn: u32) -> Vec<(u8, usize)> {
    if !game.ruleset().on_fire {
        return Vec::new();
    }
    game.piles()
        .iter()
        .enumerate()
        .filter_map(|(index, pile)| {
            let top = pile.cards.last()?;
            (FIRE_CARDS.contains(&top.card) && top.turn < turn).then_some((top.card, index))
        })
        .collect()
}

fn burning(game: &Game) -> Option<(u8, usize)> {
    fires_due(game, u32::MAX).into_iter().next()
}

/// The seat that plays after `seat`: the next one holding cards (R-CO-15).
fn next_seat(game: &Game, seat: usize) -> usize {
    let seats = game.ruleset().seats;
    (1..=seats)
        .map(|step| (seat + step) % seats)
        .find(|&s| !game.hand(s).is_empty())
        .unwrap_or(seat)
}

// ----- checks -----

fn check_cards(game: &Game) {
    let ruleset = game.ruleset();
    let groups: Vec<Vec<usize>> = match ruleset.mode {
        Mode::Coop => vec![(0..ruleset.seats).collect()],
        Mode::Duel => vec![vec![0], vec![1]],
    };
    for (deck, seats) in groups.iter().enumerate() {
        let mut seen = [false; 101];
        let mut count = 0;
        let mut add = |card: u8| {
            assert!(
                ruleset.deck_cards().contains(&card),
                "card {card} does not exist"
            );
            assert!(
                !seen[card as usize],
                "card {card} of deck {deck} is twice on the table"
            );
            seen[card as usize] = true;
            count += 1;
        };
        for &seat in seats {
            let hand = game.hand(seat);
            assert!(
                hand.windows(2).all(|w| w[0] < w[1]),
                "hand not sorted: {hand:?}"
            );
            hand.iter().for_each(|&card| add(card));
        }
        for pile in game.piles() {
            for placed in &pile.cards {
                if seats.contains(&placed.seat) {
                    add(placed.card);
                }
            }
        }
        assert_eq!(
            count + game.draw_pile_sizes()[deck],
            ruleset.deck_cards().len()
        );
    }
}

fn check_piles(game: &Game) {
    for (index, pile) in game.piles().iter().enumerate() {
        let mut top = pile.start;
        let mut turn = 0;
        for placed in &pile.cards {
            let foreign = pile.owner.is_some_and(|owner| owner != placed.seat);
            let ok = if foreign {
                helps(pile.direction, top, placed.card)
            } else {
                follows(pile.direction, top, placed.card)
            };
            assert!(
                ok,
                "pile {index}: {} after {top} breaks its direction",
                placed.card
            );
            assert!(placed.turn >= turn && placed.turn <= game.turn());
            top = placed.card;
            turn = placed.turn;
        }
    }
}

fn check_hands(game: &Game) {
    let ruleset = game.ruleset();
    let mover = game.to_move();
    let in_turn = game.plays_this_turn().len();
    for seat in 0..ruleset.seats {
        let held = game.hand(seat).len() + if seat == mover { in_turn } else { 0 };
        match ruleset.mode {
            Mode::Coop => {
                // R-CO-10: while the deck lasts every hand is full between plays.
                if game.draw_pile_sizes()[0] > 0 {
                    assert_eq!(held, ruleset.hand_size(), "seat {seat}");
                } else {
                    assert!(held <= ruleset.hand_size());
                }
            }
            Mode::Duel => {
                assert!(held <= ruleset.hand_size());
                // R-DU-9: a turn starts with at least 2 cards while the deck lasts.
                if game.draw_pile_sizes()[seat] > 0 && !game.is_over() {
                    assert!(held >= 2, "seat {seat} holds {held}");
                }
            }
        }
    }
}

fn check_views(game: &Game) {
    let legal = game.legal_plays();
    let mut expected = Vec::new();
    if !game.is_over() {
        let seat = game.to_move();
        for &card in game.hand(seat) {
            for pile in 0..game.piles().len() {
                let play = Play::new(card, pile);
                if play_is_legal(game, seat, play) {
                    expected.push(play);
                }
            }
        }
    }
    assert_eq!(legal, expected, "legal plays differ from the rules");
    for seat in 0..game.ruleset().seats {
        let view = game.observation(seat);
        assert_eq!(view.hand, game.hand(seat));
        assert_eq!(view.piles, game.piles());
        assert_eq!(view.hand_sizes, game.hand_sizes());
        assert_eq!(view.draw_pile_sizes, game.draw_pile_sizes());
        assert_eq!(view.signals, game.signals());
        assert_eq!(view.outcome, game.outcome());
        if seat == game.to_move() {
            assert_eq!(view.legal_plays(), legal);
        } else {
            assert!(view.legal_plays().is_empty());
        }
        assert_eq!(
            view.required,
            required(game.ruleset(), deck_of(game, game.to_move()))
        );
        assert_eq!(view.fires, game.fires());
        check_unseen(
            game,
            seat,
            &view.unseen_cards(),
            &view.opponent_unplayed_cards(),
        );
    }
    check_fires(game);
    // R-CO-16 ruling: the engine can tell a seat part-way through its turn
    // whether the minimum is still reachable.
    if !game.is_over() {
        let mover = game.to_move();
        let expected = reachable(
            game,
            mover,
            game.plays_this_turn().len(),
            helped_this_turn(game, mover),
        );
        assert_eq!(game.can_reach_minimum(), expected);
    } else {
        assert!(!game.can_reach_minimum());
    }
}

/// What a seat cannot see, as a set: co-op, every card on no pile and not in
/// its hand; Duel, its own draw pile, and the opponent's hand and draw pile.
fn check_unseen(game: &Game, seat: usize, unseen: &[u8], opponent: &[u8]) {
    let on_piles = |owner: Option<usize>| -> Vec<u8> {
        game.piles()
            .iter()
            .flat_map(|p| &p.cards)
            .filter(|placed| owner.is_none_or(|o| placed.seat == o))
            .map(|placed| placed.card)
            .collect()
    };
    let ruleset = game.ruleset();
    match ruleset.mode {
        Mode::Coop => {
            let down = on_piles(None);
            let expected: Vec<u8> = ruleset
                .deck_cards()
                .into_iter()
                .filter(|c| !down.contains(c) && !game.hand(seat).contains(c))
                .collect();
            assert_eq!(unseen, expected);
            assert!(opponent.is_empty(), "co-op has no opponent");
        }
        Mode::Duel => {
            assert_eq!(unseen.len(), game.draw_pile_sizes()[seat]);
            assert!(unseen.iter().all(|c| !game.hand(seat).contains(c)));
            let other = 1 - seat;
            assert_eq!(opponent.len(), game.cards_left_of(other));
            assert!(game.hand(other).iter().all(|c| opponent.contains(c)));
            assert!(on_piles(Some(other)).iter().all(|c| !opponent.contains(c)));
        }
    }
}

/// R-FIRE-2 to R-FIRE-5: every fire card on top of a pile burns, due by the
/// end of the turn after the one that lit it, played by the next seat to move.
fn check_fires(game: &Game) {
    let burning: Vec<(u8, usize)> = fires_due(game, u32::MAX);
    let fires = game.fires();
    assert_eq!(
        fires.iter().map(|f| (f.card, f.pile)).collect::<Vec<_>>(),
        burning
    );
    for fire in fires {
        let top = game.piles()[fire.pile].cards.last().unwrap();
        assert_eq!((fire.lit_by, fire.lit_turn), (top.seat, top.turn));
        assert_eq!(fire.deadline_turn, fire.lit_turn + 1);
        if game.is_over() {
            continue;
        }
        let mover = game.to_move();
        let expected_seat = if fire.deadline_turn <= game.turn() {
            mover
        } else if game.hand(mover).is_empty() && game.draw_pile_sizes()[0] == 0 {
            next_seat(game, mover)
        } else {
            // The mover may still empty its hand, but with cards to draw it stays.
            (1..=game.ruleset().seats)
                .map(|step| (mover + step) % game.ruleset().seats)
                .find(|&s| {
                    !game.hand(s).is_empty() || (s == mover && game.draw_pile_sizes()[0] > 0)
                })
                .unwrap()
        };
        assert_eq!(fire.deadline_seat, expected_seat);
    }
}

fn check_outcome_after_play(game: &Game, seat: usize) {
    let expected = match game.ruleset().mode {
        Mode::Coop => (game.cards_left() == 0).then_some(Outcome::Won),
        Mode::Duel => (game.cards_left_of(seat) == 0).then_some(Outcome::DuelWon {
            winner: seat,
            how: DuelWin::AllCardsPlayed,
        }),
    };
    assert_eq!(game.outcome(), expected);
}

/// The end of a turn: drawing (R-CO-10, R-DU-9), fire deadlines (R-FIRE-2),
/// the next seat (R-CO-15) and the end at the start of its turn (R-CO-16, R-DU-11).
fn check_end(before: &Game, game: &Game, report: &TurnReport) {
    let seat = before.to_move();
    let ruleset = before.ruleset();
    let deck = deck_of(before, seat);
    let hand = before.hand(seat).len();
    let want = match ruleset.mode {
        Mode::Coop => before.plays_this_turn().len(),
        Mode::Duel if helped_this_turn(before, seat) => 6 - hand,
        Mode::Duel => 2,
    };
    assert_eq!(report.drawn, want.min(deck));
    assert_eq!(game.hand(seat).len(), hand + report.drawn);
    assert_eq!(deck_of(game, seat), deck - report.drawn);
    assert_eq!(game.turn(), before.turn() + 1);
    let dropped = ruleset.mode == Mode::Coop && game.hand(seat).is_empty();
    assert_eq!(
        report.dropped_out,
        if dropped { vec![seat] } else { vec![] }
    );
    assert_eq!(report.outcome, game.outcome());
    if let Some(&(card, pile)) = fires_due(game, before.turn()).first() {
        assert!(
            matches!(game.outcome(), Some(Outcome::FireLost { card: c, pile: p, .. }) if c == card && p == pile),
            "fire {card} on pile {pile} was due: {:?}",
            game.outcome()
        );
        return;
    }
    let next = match ruleset.mode {
        Mode::Coop => next_seat(game, seat),
        Mode::Duel => 1 - seat,
    };
    assert_eq!(game.to_move(), next);
    let expected = if reachable(game, next, 0, false) {
        None
    } else {
        Some(match (ruleset.mode, burning(game)) {
            (Mode::Duel, _) => Outcome::DuelWon {
                winner: 1 - next,
                how: DuelWin::OpponentStuck,
            },
            (Mode::Coop, Some((card, pile))) => Outcome::FireLost {
                cards_left: game.cards_left(),
                card,
                pile,
            },
            (Mode::Coop, None) => Outcome::Lost {
                cards_left: game.cards_left(),
                excellent: game.cards_left() < 10,
                seat: next,
                gave_up: false,
            },
        })
    };
    assert_eq!(game.outcome(), expected);
}

#[derive(Default)]
struct Tally {
    steps: AtomicUsize,
    refused: AtomicUsize,
    games: AtomicUsize,
    plays: AtomicUsize,
    turns: AtomicUsize,
    drop_outs: AtomicUsize,
    decks_emptied: AtomicUsize,
    /// Won, lost stuck, gave up, fire lost, Duel by all cards, stuck, resigned.
    outcomes: [AtomicUsize; 7],
}

/// Sends one request, checks it against the rules above and the invariants.
fn step(game: &mut Game, request: Request, tally: &Tally) {
    let before = game.clone();
    let predicted = match request {
        Request::Play(seat, play) => play_is_legal(&before, seat, play),
        Request::End(seat) => end_is_legal(&before, seat),
        Request::Undo(seat) => {
            !before.is_over() && seat == before.to_move() && !before.plays_this_turn().is_empty()
        }
        Request::Signal(seat, pile, _) => signal_is_legal(&before, seat, pile),
        Request::GiveUp(seat) => !before.is_over() && seat == before.to_move(),
    };
    if let Request::Play(seat, play) = request
        && seat < before.ruleset().seats
        && !before.is_over()
    {
        let view = before.observation(seat);
        let by_view = view.check_play(play).is_ok();
        // A seat's own view agrees with the table on its turn; off-turn it
        // only judges the cards and piles.
        if seat == before.to_move() {
            assert_eq!(by_view, predicted, "{play:?}");
        }
        assert_eq!(before.check_play(seat, play).is_ok(), predicted);
    }
    tally.steps.fetch_add(1, Ordering::Relaxed);
    match apply(game, request) {
        Err(error) => {
            tally.refused.fetch_add(1, Ordering::Relaxed);
            assert!(!predicted, "{request:?} is legal but was refused: {error}");
            assert!(error.to_string().starts_with(error.rule().id()), "{error}");
            assert_eq!(
                format!("{before:?}"),
                format!("{game:?}"),
                "refused {request:?} changed the game"
            );
        }
        Ok(done) => {
            assert!(predicted, "{request:?} is illegal but was accepted");
            match (request, done) {
                (Request::Play(seat, play), Done::Played(report)) => {
                    tally.plays.fetch_add(1, Ordering::Relaxed);
                    let pile = &before.piles()[play.pile];
                    let help = is_help(&before, seat, play.pile);
                    assert_eq!(report.help, help);
                    let backwards = match pile.direction {
                        Direction::Ascending => play.card < pile.top(),
                        Direction::Descending => play.card > pile.top(),
                    };
                    assert_eq!(report.backwards_trick, backwards && !help);
                    assert_eq!(
                        report.lit_fire,
                        before.ruleset().on_fire && FIRE_CARDS.contains(&play.card)
                    );
                    let covered = pile
                        .cards
                        .last()
                        .map(|p| p.card)
                        .filter(|&c| before.ruleset().is_fire(c));
                    assert_eq!(report.covered_fire, covered);
                    assert_eq!(game.piles()[play.pile].top(), play.card);
                    assert!(!game.hand(seat).contains(&play.card));
                    check_outcome_after_play(game, seat);
                    assert_eq!(report.ended_game, game.is_over());
                }
                (Request::Undo(_), Done::Undone(play)) => {
                    assert_eq!(Some(&play), before.plays_this_turn().last());
                    let mut pile = before.piles()[play.pile].clone();
                    pile.cards.pop();
                    assert_eq!(game.piles()[play.pile], pile);
                }
                (Request::End(_), Done::Ended(report)) => {
                    tally.turns.fetch_add(1, Ordering::Relaxed);
                    tally
                        .drop_outs
                        .fetch_add(report.dropped_out.len(), Ordering::Relaxed);
                    check_end(&before, game, &report);
                }
                (Request::Signal(seat, pile, signal), Done::Signalled) => {
                    let marks = game.signals();
                    let mine = marks.iter().find(|m| m.seat == seat && m.pile == pile);
                    assert_eq!(
                        mine.copied(),
                        signal.map(|signal| SignalMark { seat, pile, signal })
                    );
                }
                (Request::GiveUp(seat), Done::GaveUp(outcome)) => {
                    let expected = match (before.ruleset().mode, burning(&before)) {
                        (Mode::Duel, _) => Outcome::DuelWon {
                            winner: 1 - seat,
                            how: DuelWin::OpponentResigned,
                        },
                        (Mode::Coop, Some((card, pile))) => Outcome::FireLost {
                            cards_left: before.cards_left(),
                            card,
                            pile,
                        },
                        (Mode::Coop, None) => Outcome::Lost {
                            cards_left: before.cards_left(),
                            excellent: before.cards_left() < 10,
                            seat,
                            gave_up: true,
                        },
                    };
                    assert_eq!(outcome, expected);
                    assert_eq!(game.outcome(), Some(outcome));
                }
                _ => unreachable!("each request has its own answer"),
            }
        }
    }
    check_cards(game);
    check_piles(game);
    check_hands(game);
    check_views(game);
}

/// The play that moves its pile least (a backwards trick counts as negative).
fn cheapest(game: &Game) -> Option<Play> {
    game.legal_plays().into_iter().min_by_key(|play| {
        let pile = &game.piles()[play.pile];
        let distance = match pile.direction {
            Direction::Ascending => play.card as i16 - pile.top() as i16,
            Direction::Descending => pile.top() as i16 - play.card as i16,
        };
        // Help cards only when nothing else is cheap.
        if is_help(game, game.to_move(), play.pile) {
            40 - distance.abs()
        } else {
            distance
        }
    })
}

/// One request chosen by `choice`: mostly sensible, often wrong on purpose.
fn random_request(game: &Game, choice: u32) -> Request {
    let seats = game.ruleset().seats;
    let mover = game.to_move();
    let any_seat = (choice / 100) as usize % (seats + 1);
    match choice % 100 {
        0..=54 => {
            let legal = game.legal_plays();
            let play = if legal.is_empty() {
                Play::new((choice / 100 % 102) as u8, 0)
            } else if (choice / 100).is_multiple_of(3) {
                legal[(choice / 300) as usize % legal.len()]
            } else {
                cheapest(game).expect("legal plays exist")
            };
            Request::Play(mover, play)
        }
        55..=66 => Request::End(mover),
        67..=76 => {
            let card = (choice / 500 % 102) as u8;
            let pile = (choice / 60_000 % 6) as usize;
            let seat = if (choice / 100).is_multiple_of(4) {
                any_seat
            } else {
                mover
            };
            Request::Play(seat, Play::new(card, pile))
        }
        77..=83 => Request::Undo(if (choice / 100).is_multiple_of(3) {
            any_seat
        } else {
            mover
        }),
        84..=91 => {
            let signal = match choice / 1000 % 3 {
                0 => None,
                1 => Some(Signal::LeaveToMe),
                _ => Some(Signal::SmallJumps),
            };
            Request::Signal(any_seat, (choice / 10_000 % 5) as usize, signal)
        }
        92..=97 => Request::End(any_seat),
        _ => {
            // Giving up is rare, and mostly asked by a seat that may not.
            let seat = if (choice / 100).is_multiple_of(20) {
                mover
            } else {
                (mover + 1) % (seats + 1)
            };
            Request::GiveUp(seat)
        }
    }
}

/// Plays the game to its end: cheapest plays, ending each turn at the minimum.
fn play_out(game: &mut Game, tally: &Tally) {
    for _ in 0..2000 {
        if game.is_over() {
            return;
        }
        let seat = game.to_move();
        let need = required(game.ruleset(), deck_of(game, seat));
        let request = if game.plays_this_turn().len() >= need && end_is_legal(game, seat) {
            Request::End(seat)
        } else if let Some(play) = cheapest(game) {
            Request::Play(seat, play)
        } else {
            Request::GiveUp(seat)
        };
        step(game, request, tally);
    }
    panic!("a game did not end within 2000 requests");
}

fn assert_replays(game: &Game) {
    let text = game.record().to_ron();
    let record = Record::from_ron(&text).expect("a written record parses");
    assert_eq!(record, game.record());
    let replayed = record
        .replay()
        .unwrap_or_else(|error| panic!("replay failed: {error}\n{text}"));
    assert_eq!(format!("{replayed:?}"), format!("{game:?}"));
}

/// A deal that a sensible player can carry far: the cards come nearly in
/// ascending order (a few neighbours swapped), each seat holding what it will
/// play next, so games reach the empty draw pile, drop-outs and wins.
fn friendly_deal(ruleset: &Ruleset, seed: u64) -> Deal {
    let mut rng = Pcg32::new(seed, 99);
    let mut nearly_sorted = |cards: Vec<u8>| {
        let mut cards = cards;
        for _ in 0..rng.below(12) {
            let at = rng.below(cards.len() as u32 - 3) as usize;
            cards.swap(at, at + 1 + rng.below(3) as usize);
        }
        cards
    };
    match ruleset.mode {
        Mode::Coop => {
            let order = nearly_sorted(ruleset.deck_cards());
            let per_turn = required(ruleset, 1);
            Deal::Decks(vec![crate::support::run_deck(ruleset, per_turn, &order)])
        }
        Mode::Duel => Deal::Decks(vec![
            nearly_sorted(ruleset.deck_cards()),
            nearly_sorted(ruleset.deck_cards()),
        ]),
    }
}

fn one_game(ruleset: Ruleset, deal: Deal, first: usize, choices: &[u32], tally: &Tally) {
    let mut game =
        Game::new(ruleset, deal, first % ruleset.seats).expect("every listed mode is valid");
    // R-CO-16 / R-DU-11 hold from the first turn on.
    assert_eq!(game.is_over(), !reachable(&game, game.to_move(), 0, false));
    check_cards(&game);
    for &choice in choices {
        if game.is_over() {
            break;
        }
        let request = random_request(&game, choice);
        step(&mut game, request, tally);
    }
    assert_replays(&game);
    play_out(&mut game, tally);
    assert_replays(&game);
    tally.games.fetch_add(1, Ordering::Relaxed);
    if game.draw_pile_sizes().contains(&0) {
        tally.decks_emptied.fetch_add(1, Ordering::Relaxed);
    }
    let kind = match game.outcome().expect("played out") {
        Outcome::Won => 0,
        Outcome::Lost { gave_up: false, .. } => 1,
        Outcome::Lost { gave_up: true, .. } => 2,
        Outcome::FireLost { .. } => 3,
        Outcome::DuelWon {
            how: DuelWin::AllCardsPlayed,
            ..
        } => 4,
        Outcome::DuelWon {
            how: DuelWin::OpponentStuck,
            ..
        } => 5,
        Outcome::DuelWon {
            how: DuelWin::OpponentResigned,
            ..
        } => 6,
    };
    tally.outcomes[kind].fetch_add(1, Ordering::Relaxed);
}

#[test]
fn random_requests_keep_every_invariant() {
    let tally = Tally::default();
    let config = Config {
        cases: CASES,
        failure_persistence: None,
        // A fixed seed keeps CI reproducible; change it locally to explore more.
        rng_seed: RngSeed::Fixed(0x5049_4C45),
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    let mode_count = modes().len();
    let strategy = (
        0..mode_count,
        any::<u64>(),
        prop::bool::weighted(0.4),
        0usize..5,
        vec(any::<u32>(), 0..MAX_RANDOM_STEPS),
    );
    let result = runner.run(&strategy, |(mode, seed, friendly, first, choices)| {
        let ruleset = modes()[mode];
        let deal = if friendly {
            friendly_deal(&ruleset, seed)
        } else {
            Deal::Seed(seed)
        };
        one_game(ruleset, deal, first, &choices, &tally);
        Ok(())
    });
    if let Err(failure) = result {
        panic!("{failure}");
    }
    let load = |counter: &AtomicUsize| counter.load(Ordering::Relaxed);
    let outcomes: Vec<usize> = tally.outcomes.iter().map(load).collect();
    eprintln!(
        "property tests: {} games, {} requests ({} refused), {} plays, {} turns, \
         {} games with a draw pile emptied, {} drop-outs; outcomes: won {}, stuck {}, \
         gave up {}, fire {}, Duel all cards {}, Duel stuck {}, Duel resigned {}",
        load(&tally.games),
        load(&tally.steps),
        load(&tally.refused),
        load(&tally.plays),
        load(&tally.turns),
        load(&tally.decks_emptied),
        load(&tally.drop_outs),
        outcomes[0],
        outcomes[1],
        outcomes[2],
        outcomes[3],
        outcomes[4],
        outcomes[5],
        outcomes[6],
    );
    // The volume must reach the late game, or the end rules go untested.
    assert!(
        outcomes[0] + outcomes[4] > 0 || CASES < 1000,
        "no game was ever won"
    );
    assert!(load(&tally.drop_outs) > 0 && load(&tally.decks_emptied) > 0);
}
