//! Portable shuffling, for both games: a seed means the same deal on every
//! machine and in every future version, so the generator and the shuffle are
//! written out here rather than borrowed from a crate whose algorithms may
//! change between releases.

/// PCG-XSH-RR 32 (O'Neill, 2014) with the reference seeding procedure.
#[derive(Debug, Clone)]
pub struct Pcg32 {
    state: u64,
    increment: u64,
}

const PCG_MULTIPLIER: u64 = 6_364_136_223_846_793_005;

impl Pcg32 {
    /// Seeds as the reference `pcg32_srandom_r(initstate, initseq)` does.
    pub fn new(initstate: u64, initseq: u64) -> Self {
        let mut rng = Pcg32 {
            state: 0,
            increment: (initseq << 1) | 1,
        };
        rng.next_u32();
        rng.state = rng.state.wrapping_add(initstate);
        rng.next_u32();
        rng
    }

    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.state = old
            .wrapping_mul(PCG_MULTIPLIER)
            .wrapping_add(self.increment);
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        let rot = (old >> 59) as u32;
        xorshifted.rotate_right(rot)
    }

    /// Unbiased integer in `0..bound` (the reference `pcg32_boundedrand_r`).
    pub fn below(&mut self, bound: u32) -> u32 {
        debug_assert!(bound > 0);
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % bound;
            }
        }
    }
}

/// Fisher–Yates, from the back, with `Pcg32::below`.
pub fn shuffle<T>(items: &mut [T], rng: &mut Pcg32) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_draws_stay_in_range() {
        let mut rng = Pcg32::new(7, 1);
        for bound in 1..200 {
            assert!(rng.below(bound) < bound);
        }
    }
}
