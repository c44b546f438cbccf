//! Chameleon bots. A bot is handed only a [`ChameleonObservation`] (never the
//! game, never the deck order) and its own generator, seeded once, so each
//! bot is honest and reproducible from its seed. Levels: `docs/AI.md`.

pub mod baseline;
pub mod expert;
pub mod family;
pub mod random;
pub mod reasons;
pub mod sampling;
pub mod styles;

use super::rules::game::Action;
use super::rules::observation::ChameleonObservation;
pub use styles::ChameleonStyle;

/// The chameleon bots by strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChameleonLevel {
    /// A uniformly random legal action.
    Random,
    /// The greedy rule of published programs, kept as a yardstick.
    Baseline,
    /// Determinized Monte Carlo with a small budget.
    Normal,
    /// Determinized Monte Carlo with the full budget.
    Expert,
    /// The expert of before issue 33 (every other seat played out with the
    /// baseline rule), kept so the comparison can be re-run.
    ExpertV1,
    /// The styles (`styles.rs`): the sampling search with a leaning.
    Hoarder,
    Spoiler,
    Snatcher,
}

impl ChameleonLevel {
    pub const ALL: [ChameleonLevel; 8] = [
        ChameleonLevel::Random,
        ChameleonLevel::Baseline,
        ChameleonLevel::Normal,
        ChameleonLevel::Expert,
        ChameleonLevel::ExpertV1,
        ChameleonLevel::Hoarder,
        ChameleonLevel::Spoiler,
        ChameleonLevel::Snatcher,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ChameleonLevel::Random => "random",
            ChameleonLevel::Baseline => "baseline",
            ChameleonLevel::Normal => "normal",
            ChameleonLevel::Expert => "expert",
            ChameleonLevel::ExpertV1 => "expert-v1",
            ChameleonLevel::Hoarder => ChameleonStyle::Hoarder.name(),
            ChameleonLevel::Spoiler => ChameleonStyle::Spoiler.name(),
            ChameleonLevel::Snatcher => ChameleonStyle::Snatcher.name(),
        }
    }

    pub fn from_name(name: &str) -> Option<ChameleonLevel> {
        ChameleonLevel::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The style this level plays, if it is one.
    pub fn style(self) -> Option<ChameleonStyle> {
        match self {
            ChameleonLevel::Hoarder => Some(ChameleonStyle::Hoarder),
            ChameleonLevel::Spoiler => Some(ChameleonStyle::Spoiler),
            ChameleonLevel::Snatcher => Some(ChameleonStyle::Snatcher),
            _ => None,
        }
    }
}

impl ChameleonStyle {
    pub fn level(self) -> ChameleonLevel {
        match self {
            ChameleonStyle::Hoarder => ChameleonLevel::Hoarder,
            ChameleonStyle::Spoiler => ChameleonLevel::Spoiler,
            ChameleonStyle::Snatcher => ChameleonLevel::Snatcher,
        }
    }
}

/// Who plays the seats a person does not: one level in every seat, or the
/// three styles in turn (seat 1 the hoarder, 2 the spoiler, 3 the snatcher,
/// 4 the hoarder again; seat 0, the person's, would be the snatcher).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Opponents {
    All(ChameleonLevel),
    Styles,
}

impl Opponents {
    /// The level that plays `seat`.
    pub fn at(self, seat: usize) -> ChameleonLevel {
        match self {
            Opponents::All(level) => level,
            Opponents::Styles => ChameleonStyle::ALL[(seat + 2) % 3].level(),
        }
    }

    /// A level's name, or `styles` for the mix.
    pub fn name(self) -> &'static str {
        match self {
            Opponents::All(level) => level.name(),
            Opponents::Styles => "styles",
        }
    }

    pub fn from_name(name: &str) -> Option<Opponents> {
        if name == "styles" {
            return Some(Opponents::Styles);
        }
        ChameleonLevel::from_name(name).map(Opponents::All)
    }
}

/// A player that decides from what its seat may see.
pub trait ChameleonBot: Send {
    fn name(&self) -> &'static str;

    /// One action for `observation.player`, who is to act. Draw-and-place
    /// takes two calls: the drawn card is in the second observation.
    fn decide(&mut self, observation: &ChameleonObservation) -> Action;
}

/// A bot of `level` with its own generator seeded by `seed`.
pub fn make_chameleon_bot(level: ChameleonLevel, seed: u64) -> Box<dyn ChameleonBot> {
    match level {
        ChameleonLevel::Random => Box::new(random::RandomBot::new(seed)),
        ChameleonLevel::Baseline => Box::new(baseline::BaselineBot),
        ChameleonLevel::Normal => Box::new(sampling::SamplingBot::new(
            "normal",
            sampling::SamplingParams::normal(),
            seed,
        )),
        ChameleonLevel::Expert => Box::new(expert::ModelledBot::new(
            expert::ModelledParams::expert(),
            seed,
        )),
        ChameleonLevel::ExpertV1 => Box::new(sampling::SamplingBot::new(
            "expert-v1",
            sampling::SamplingParams::expert(),
            seed,
        )),
        ChameleonLevel::Hoarder | ChameleonLevel::Spoiler | ChameleonLevel::Snatcher => {
            let style = level.style().expect("a style's level");
            Box::new(styles::StyleBot::new(style, seed))
        }
    }
}
