//! The review's word on a turn or a decision, the same five for both games:
//! each game's review says where its own bounds lie (`piles::review`,
//! `chameleons::review`; docs/REVIEW.md).

/// How a turn or decision compares with the expert's choice, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Verdict {
    /// Every verdict, best first.
    pub const ALL: [Verdict; 5] = [
        Verdict::Best,
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

/// Whose choice a review's fact is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The reviewed seat's choice.
    Seat,
    /// The expert's choice from the same view.
    Expert,
}

impl Side {
    /// Its name in the command line's JSON.
    pub fn name(self) -> &'static str {
        match self {
            Side::Seat => "seat",
            Side::Expert => "expert",
        }
    }
}
