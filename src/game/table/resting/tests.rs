//! The resting picture's bookkeeping: what leaves and rejoins it, and when
//! it is redrawn.

use super::*;

fn entities(count: u32) -> Vec<Entity> {
    (0..count)
        .map(|index| Entity::from_raw_u32(index + 1).expect("a valid index"))
        .collect()
}

#[test]
fn a_card_in_flight_leaves_the_picture_once_and_rejoins_it_once_it_lands() {
    let [card, label] = entities(2)[..] else {
        unreachable!()
    };
    let mut stillness = Stillness::default();
    assert!(stillness.note_frame([], [], false), "the first frame draws");
    stillness.picture_drawn([(card, card), (label, label)]);
    assert!(!stillness.note_frame([], [], false), "nothing changed");
    assert!(
        stillness.note_frame([card], [], false),
        "it leaves the picture"
    );
    for _ in 0..20 {
        assert!(
            !stillness.note_frame([card], [], false),
            "in flight, drawn alone"
        );
        assert!(stillness.is_moving(card));
    }
    let mut redraws = 0;
    for _ in 0..STILL_FRAMES + 2 {
        redraws += usize::from(stillness.note_frame([], [], false));
    }
    assert_eq!(redraws, 1, "landed: it joins the picture in one redraw");
    assert!(!stillness.is_moving(card));
    assert!(
        stillness.note_frame([], [label], false),
        "a resting label gone"
    );
    assert!(stillness.note_frame([], [], true), "the palette changed");
    assert_eq!(stillness.frames, 27 + u64::from(STILL_FRAMES));
}

#[test]
fn a_spark_that_appears_moves_and_disappears_costs_no_redraw() {
    let [spark] = entities(1)[..] else {
        unreachable!()
    };
    let mut stillness = Stillness::default();
    stillness.note_frame([], [], false);
    stillness.picture_drawn([]);
    assert!(
        !stillness.note_frame([spark], [], false),
        "just spawned and moving: it was never in the picture"
    );
    assert!(stillness.is_moving(spark));
    assert!(!stillness.note_frame([spark], [], false));
    assert!(
        !stillness.note_frame([], [spark], false),
        "gone, never pictured"
    );
    assert!(!stillness.is_moving(spark));
}

fn area(x: f32, y: f32) -> Rect {
    Rect::from_center_size(Vec2::new(x, y), Vec2::new(70.0, 100.0))
}

#[test]
fn what_lies_above_a_moving_card_and_overlaps_it_moves_with_it() {
    let [card, label_above, pile_below, far_label] = entities(4)[..] else {
        unreachable!()
    };
    let drawn = [
        (card, area(0.0, 0.0), 5.0),
        // The card's own number: same root, never "covering" it.
        (card, area(0.0, 0.0), 5.03),
        (label_above, area(30.0, 40.0), 6.0),
        (pile_below, area(10.0, 10.0), 1.0),
        (far_label, area(400.0, 0.0), 9.0),
    ];
    assert_eq!(covering_roots(&drawn, &[card]), vec![label_above]);
    assert!(covering_roots(&drawn, &[]).is_empty(), "nothing moved");
    assert_eq!(
        covering_roots(&drawn, &[pile_below]),
        vec![card, label_above],
        "a pile that changes under the card takes the card along"
    );
}
