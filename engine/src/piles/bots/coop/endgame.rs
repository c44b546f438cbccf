//! Solitaire with an empty deck: nothing is hidden any more, so the rest of
//! the game is solved exactly.

use std::collections::HashMap;

use super::{Context, search_turn};
use crate::piles::bots::cards::step;
use crate::piles::rules::Play;

/// Solitaire with an empty deck is a puzzle with no hidden card left: find
/// the order that places the most cards (and leaves no fire burning).
pub(super) fn solo_endgame(ctx: &Context) -> Option<Vec<Play>> {
    let mut memo: HashMap<(u16, [u8; 4]), (i32, Option<(usize, usize)>)> = HashMap::new();
    fn best(
        ctx: &Context,
        mask: u16,
        tops: [u8; 4],
        memo: &mut HashMap<(u16, [u8; 4]), (i32, Option<(usize, usize)>)>,
    ) -> i32 {
        if let Some(&(value, _)) = memo.get(&(mask, tops)) {
            return value;
        }
        let played = mask.count_ones() as i32;
        let all = played as usize == ctx.hand.len();
        let burning = (0..4).any(|p| {
            tops[p] != ctx.start_tops[p] && ctx.obs.ruleset.is_fire(tops[p])
                || ctx.must_cover[p] == Some(tops[p])
        });
        // Stopping here: a burning fire loses outright (R-FIRE-4).
        let mut value = if burning && !all {
            played - 1000
        } else {
            played
        };
        let mut choice = None;
        for i in 0..ctx.hand.len() {
            if mask & (1 << i) != 0 {
                continue;
            }
            let card = ctx.hand[i];
            for pile in 0..4 {
                if step(ctx.dirs[pile], tops[pile], card, 0).is_none() {
                    continue;
                }
                let mut next = tops;
                next[pile] = card;
                let v = best(ctx, mask | (1 << i), next, memo);
                if v > value {
                    value = v;
                    choice = Some((i, pile));
                }
            }
        }
        memo.insert((mask, tops), (value, choice));
        value
    }
    best(ctx, 0, ctx.start_tops, &mut memo);
    let mut plays = Vec::new();
    let (mut mask, mut tops) = (0u16, ctx.start_tops);
    while let Some(&(_, Some((i, pile)))) = memo.get(&(mask, tops)) {
        plays.push(Play::new(ctx.hand[i], pile));
        mask |= 1 << i;
        tops[pile] = ctx.hand[i];
    }
    if plays.len() < ctx.need {
        // Nothing better exists: fall back on the ordinary search, which
        // still finds the minimum when one is possible.
        return search_turn(ctx);
    }
    Some(plays)
}
