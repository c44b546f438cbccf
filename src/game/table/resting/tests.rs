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
    stillness.picture_drawn([(card, card, None), (label, label, None)]);
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

fn drawn(root: Entity, area: Rect, depth: f32) -> Drawn {
    Drawn {
        root,
        area,
        depth,
        hollow: None,
    }
}

#[test]
fn what_lies_above_a_moving_card_and_overlaps_it_moves_with_it() {
    let [card, label_above, pile_below, far_label] = entities(4)[..] else {
        unreachable!()
    };
    let drawn = [
        drawn(card, area(0.0, 0.0), 5.0),
        // The card's own number: same root, never "covering" it.
        drawn(card, area(0.0, 0.0), 5.03),
        drawn(label_above, area(30.0, 40.0), 6.0),
        drawn(pile_below, area(10.0, 10.0), 1.0),
        drawn(far_label, area(400.0, 0.0), 9.0),
    ];
    assert_eq!(covering_roots(&drawn, &[card]), vec![label_above]);
    assert!(covering_roots(&drawn, &[]).is_empty(), "nothing moved");
    assert_eq!(
        covering_roots(&drawn, &[pile_below]),
        vec![card, label_above],
        "a pile that changes under the card takes the card along"
    );
}

/// A seat's breathing halo has no pixels where its plate lies: the plate
/// and its labels rest while the halo changes every frame, but a card
/// that reaches past the hollow onto the halo's light moves with it.
#[test]
fn what_lies_wholly_in_a_moving_halos_hollow_stays_at_rest() {
    let [halo, plate, badge, card_over_the_rim] = entities(4)[..] else {
        unreachable!()
    };
    let plate_area = Rect::from_center_size(Vec2::ZERO, Vec2::new(210.0, 96.0));
    let drawn = [
        Drawn {
            root: halo,
            area: Rect::from_center_size(Vec2::ZERO, Vec2::new(266.0, 156.0)),
            depth: 0.9,
            hollow: Some(plate_area),
        },
        drawn(plate, plate_area, 1.0),
        drawn(
            plate,
            Rect::from_center_size(Vec2::new(-72.0, 14.0), Vec2::splat(46.0)),
            1.1,
        ),
        drawn(
            badge,
            Rect::from_center_size(Vec2::new(-72.0, 14.0), Vec2::splat(46.0)),
            1.2,
        ),
        drawn(card_over_the_rim, area(100.0, 40.0), 3.0),
    ];
    assert_eq!(covering_roots(&drawn, &[halo]), vec![card_over_the_rim]);
    let solid: Vec<Drawn> = drawn.iter().map(|d| Drawn { hollow: None, ..*d }).collect();
    assert_eq!(
        covering_roots(&solid, &[halo]),
        vec![plate, badge, card_over_the_rim],
        "without a hollow everything over the halo moves with it"
    );
}

/// A redraw covers what left the picture and what joined it, not the
/// whole window; the first redraw, and one after the picture went stale,
/// cover everything.
#[test]
fn a_redraw_covers_what_left_and_what_joined_the_picture() {
    let [card, pile, label] = entities(3)[..] else {
        unreachable!()
    };
    let (card_was, card_now, pile_at) = (area(0.0, 0.0), area(300.0, 0.0), area(-300.0, 200.0));
    let mut stillness = Stillness::default();
    assert!(stillness.note_frame([], [], false));
    let first = stillness.picture_drawn([
        (card, card, Some(card_was)),
        (pile, pile, Some(pile_at)),
        (label, label, None),
    ]);
    assert_eq!(first, None, "the first redraw covers the whole picture");
    // The card lifts: it leaves the picture, which redraws where it was.
    assert!(stillness.note_frame([card], [], false));
    let left = stillness.picture_drawn([(pile, pile, Some(pile_at)), (label, label, None)]);
    assert_eq!(left, Some(card_was));
    for _ in 0..STILL_FRAMES + 2 {
        stillness.note_frame([], [], false);
    }
    // It landed elsewhere and joins the picture there.
    let joined = stillness.picture_drawn([
        (card, card, Some(card_now)),
        (pile, pile, Some(pile_at)),
        (label, label, None),
    ]);
    assert_eq!(joined, Some(card_now));
    // What has no known bounds changes: the whole picture.
    assert!(stillness.note_frame([], [label], false));
    let unknown =
        stillness.picture_drawn([(card, card, Some(card_now)), (pile, pile, Some(pile_at))]);
    assert_eq!(unknown, None);
    assert!(stillness.note_frame([], [], true), "the palette changed");
    let stale =
        stillness.picture_drawn([(card, card, Some(card_now)), (pile, pile, Some(pile_at))]);
    assert_eq!(stale, None, "a stale picture is redrawn whole");
}

/// The changed area becomes whole physical pixels around it, inside the
/// window, and the narrowed projection puts each of its corners exactly
/// on the viewport's corners: every pixel lands where a whole redraw puts it.
#[test]
fn a_narrowed_redraw_lands_each_pixel_where_a_whole_one_does() {
    // 1280x720 logical on a 2560x1440 window: two pixels a unit.
    let seen = Rect::new(-640.0, -360.0, 640.0, 360.0);
    let size = UVec2::new(2560, 1440);
    let area = Rect::new(-100.25, 50.0, 20.0, 100.5);
    let region = region::physical_region(area, seen, size).expect("inside the window");
    let margin = 2.0 * region::MARGIN;
    assert!(region.min.x as f32 <= (area.min.x + 640.0) * 2.0 - margin + 1.0);
    assert!(region.max.x as f32 >= (area.max.x + 640.0) * 2.0 + margin - 1.0);
    assert!(region.min.y as f32 <= (360.0 - area.max.y) * 2.0 - margin + 1.0);
    assert!(region.max.y as f32 >= (360.0 - area.min.y) * 2.0 + margin - 1.0);
    let edge = region::physical_region(Rect::new(600.0, -400.0, 700.0, -300.0), seen, size)
        .expect("partly inside");
    assert_eq!(
        (edge.max.x, edge.max.y),
        (2560, 1440),
        "kept inside the window"
    );
    assert_eq!(region::physical_region(Rect::EMPTY, seen, size), None);

    let onto = region::clip_onto_region(region, size);
    let ndc = |x: u32, y: u32| {
        Vec4::new(
            2.0 * x as f32 / size.x as f32 - 1.0,
            1.0 - 2.0 * y as f32 / size.y as f32,
            0.5,
            1.0,
        )
    };
    let top_left = onto * ndc(region.min.x, region.min.y);
    let bottom_right = onto * ndc(region.max.x, region.max.y);
    assert!(
        (top_left - Vec4::new(-1.0, 1.0, 0.5, 1.0)).length() < 1e-4,
        "{top_left}"
    );
    assert!(
        (bottom_right - Vec4::new(1.0, -1.0, 0.5, 1.0)).length() < 1e-4,
        "{bottom_right}"
    );
}

/// A card's numbers move with the card, but a halo drawn alone leaves its
/// plate behind, and what hangs under it goes with the halo.
#[test]
fn an_entity_drawn_alone_is_a_tree_of_its_own() {
    use bevy::ecs::system::RunSystemOnce;
    let mut world = World::new();
    let plate = world.spawn_empty().id();
    let label = world.spawn(ChildOf(plate)).id();
    let halo = world.spawn((DrawnAlone, ChildOf(plate))).id();
    let under_halo = world.spawn(ChildOf(halo)).id();
    let roots = world
        .run_system_once(
            move |parents: Query<&ChildOf>, alone: Query<(), With<DrawnAlone>>| {
                [plate, label, halo, under_halo].map(|entity| root_of(entity, &parents, &alone))
            },
        )
        .expect("the system runs");
    assert_eq!(roots, [plate, plate, halo, halo]);
}
