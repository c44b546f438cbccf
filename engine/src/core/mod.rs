//! What both games share and neither owns: the review's accuracy curve
//! (`accuracy`), the portable generator
//! (`random`), the deal-code framing and formats (`dealcode`), the review's
//! verdicts (`verdict`), the simulators' harness (`sim`) and the kept-file
//! store (`kept`). Nothing here names a game.

pub mod accuracy;
pub mod dealcode;
pub mod kept;
pub mod random;
pub mod sim;
pub mod verdict;
