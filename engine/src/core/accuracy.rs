//! One figure, 0 to 100, for how close a seat played to the expert over a
//! game, in the manner of the chess servers' move accuracy. Each turn (or
//! decision) has a *loss*: what the seat's choice gave away against the
//! expert's, in points of winning chance or their equivalent (each game's
//! review says how it converts its own measure). A turn's accuracy is
//! lichess's curve of that loss,
//!
//! `accuracy = 103.1668 · e^(−0.04354 · loss) − 3.1669`, clamped to 0..=100,
//!
//! so a loss of 0 is 100, 5 points about 80, 10 about 64, 20 about 40; the game's
//! accuracy is the plain mean over the seat's judged turns
//! (docs/REVIEW.md, Accuracy).

/// A turn's accuracy for a loss in points of winning chance (or the game's
/// equivalent); a negative loss (a choice judged better) counts as 0.
pub fn move_accuracy(loss: f32) -> f32 {
    let loss = loss.max(0.0);
    (103.1668 * (-0.04354 * loss).exp() - 3.1669).clamp(0.0, 100.0)
}

/// The mean of the turns' accuracies; `None` when no turn was judged.
pub fn game_accuracy(losses: impl IntoIterator<Item = f32>) -> Option<f32> {
    let (sum, count) = losses
        .into_iter()
        .fold((0.0f64, 0usize), |(sum, count), loss| {
            (sum + f64::from(move_accuracy(loss)), count + 1)
        });
    (count > 0).then(|| (sum / count as f64) as f32)
}

/// The indices of the (at most) `count` costliest of `losses`, costliest
/// first (the earlier on a tie), leaving out those whose loss is `free`
/// or less: the key moments of a review.
pub fn costliest(losses: &[f32], count: usize, free: f32) -> Vec<usize> {
    let mut order: Vec<usize> = (0..losses.len()).filter(|&i| losses[i] > free).collect();
    // Stable: equal losses keep their order in the game.
    order.sort_by(|&a, &b| losses[b].total_cmp(&losses[a]));
    order.truncate(count);
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_is_lichess_s_and_stays_within_0_and_100() {
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
        assert!((move_accuracy(-3.0) - 100.0).abs() < 0.01);
        // 10 points of chance lost: 103.1668·e^(−0.4354) − 3.1669 ≈ 63.58.
        assert!((move_accuracy(10.0) - 63.58).abs() < 0.01);
        assert_eq!(move_accuracy(1000.0), 0.0);
        assert_eq!(game_accuracy([]), None);
        let mean = game_accuracy([0.0, 10.0]).unwrap();
        assert!((mean - (100.0 + 63.58) / 2.0).abs() < 0.01);
    }

    #[test]
    fn the_costliest_come_first_and_free_ones_are_left_out() {
        assert_eq!(costliest(&[1.0, 9.0, 0.0, 9.0, 4.0], 3, 0.5), vec![1, 3, 4]);
        assert_eq!(costliest(&[0.0, 0.2], 3, 0.5), Vec::<usize>::new());
    }
}
