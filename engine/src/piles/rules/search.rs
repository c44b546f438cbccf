//! Whether a seat can still play a number of cards: a small exhaustive search
//! over every order of plays, backwards tricks included (R-CO-16, R-DU-11).
//! The depth is at most 3 (the professional minimum), so it is cheap.

use super::pile::{Direction, Pile, follows, helps};

/// One pile as the search sees it.
#[derive(Debug, Clone, Copy)]
pub struct SearchPile {
    pub direction: Direction,
    pub top: u8,
    /// Duel: the opponent's pile, which takes help cards only (R-DU-5).
    pub help_only: bool,
}

/// The table as `seat` searches it: another seat's (Duel) piles take help cards only.
pub fn search_piles(piles: &[Pile], seat: usize) -> Vec<SearchPile> {
    piles
        .iter()
        .map(|pile| SearchPile {
            direction: pile.direction,
            top: pile.top(),
            help_only: pile.owner.is_some_and(|owner| owner != seat),
        })
        .collect()
}

/// Is there an order of `need` plays from `hand` onto `piles`, each legal when
/// made, using at most one help card if `help_available`?
pub fn can_play(hand: &[u8], piles: &[SearchPile], need: usize, help_available: bool) -> bool {
    let mut piles = piles.to_vec();
    search(hand, 0, &mut piles, need, help_available)
}

fn search(
    hand: &[u8],
    used: u32,
    piles: &mut [SearchPile],
    need: usize,
    help_available: bool,
) -> bool {
    if need == 0 {
        return true;
    }
    for (index, &card) in hand.iter().enumerate() {
        if used & (1 << index) != 0 {
            continue;
        }
        for p in 0..piles.len() {
            let pile = piles[p];
            let legal = if pile.help_only {
                help_available && helps(pile.direction, pile.top, card)
            } else {
                follows(pile.direction, pile.top, card)
            };
            if !legal {
                continue;
            }
            piles[p].top = card;
            let found = search(
                hand,
                used | (1 << index),
                piles,
                need - 1,
                help_available && !pile.help_only,
            );
            piles[p].top = pile.top;
            if found {
                return true;
            }
        }
    }
    false
}
