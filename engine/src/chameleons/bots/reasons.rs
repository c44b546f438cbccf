//! Why a seat took a row, in what the whole table saw: the colours it took
//! and how many of each it now holds, most first. A collection is public
//! (R-CL-9), so this tells nothing hidden.

use crate::chameleons::rules::cards::{Card, Colour};
use crate::chameleons::rules::scoring::Collection;

/// The colours among `taken`, each with the count the taker now holds
/// (`after` is its collection after the take), the largest first.
pub fn colours_grown(taken: &[Card], after: &Collection) -> Vec<(Colour, u8)> {
    let mut grown: Vec<(Colour, u8)> = Vec::new();
    for card in taken {
        if let Card::Chameleon(colour) = *card
            && !grown.iter().any(|(seen, _)| *seen == colour)
        {
            grown.push((colour, after.colours[colour.index()]));
        }
    }
    grown.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.index().cmp(&b.0.index())));
    grown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_colours_taken_are_told_with_their_new_counts_most_first() {
        let mut after = Collection::default();
        after.colours[Colour::Blue.index()] = 5;
        after.colours[Colour::Red.index()] = 2;
        let taken = [
            Card::Chameleon(Colour::Red),
            Card::Joker,
            Card::Chameleon(Colour::Blue),
            Card::Chameleon(Colour::Blue),
        ];
        assert_eq!(
            colours_grown(&taken, &after),
            vec![(Colour::Blue, 5), (Colour::Red, 2)]
        );
        assert!(colours_grown(&[Card::PlusTwo], &after).is_empty());
    }
}
