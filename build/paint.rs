//! A small anti-aliased painter for the build script: shapes are signed
//! distance functions (negative inside, in pixels), so every edge gets one
//! pixel of smooth coverage without supersampling. Colours are sRGB floats
//! composited "over" with premultiplied alpha; `rgba8` hands out straight
//! alpha, as an `Rgba8UnormSrgb` texture wants it.

pub type Rgba = [f32; 4];

#[derive(Clone)]
pub struct Canvas {
    pub width: usize,
    pub height: usize,
    /// Premultiplied colour.
    pixels: Vec<Rgba>,
}

impl Canvas {
    pub fn new(width: usize, height: usize) -> Self {
        Canvas {
            width,
            height,
            pixels: vec![[0.0; 4]; width * height],
        }
    }

    /// Paints `paint(x, y)` where `distance(x, y)` is inside the shape.
    pub fn fill(&mut self, distance: impl Fn(f32, f32) -> f32, paint: impl Fn(f32, f32) -> Rgba) {
        let whole = (0.0, 0.0, self.width as f32, self.height as f32);
        self.fill_within(whole, distance, paint);
    }

    /// `fill`, looking only at the pixels of the box (`left`, `top`,
    /// `right`, `bottom`): a small shape on a large picture then costs only
    /// its own pixels. The shape must lie inside the box.
    pub fn fill_within(
        &mut self,
        (left, top, right, bottom): (f32, f32, f32, f32),
        distance: impl Fn(f32, f32) -> f32,
        paint: impl Fn(f32, f32) -> Rgba,
    ) {
        let clamp = |value: f32, limit: usize| (value.max(0.0) as usize).min(limit);
        let (x0, x1) = (
            clamp(left.floor(), self.width),
            clamp(right.ceil(), self.width),
        );
        let (y0, y1) = (
            clamp(top.floor(), self.height),
            clamp(bottom.ceil(), self.height),
        );
        for y in y0..y1 {
            for x in x0..x1 {
                let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
                let coverage = (0.5 - distance(px, py)).clamp(0.0, 1.0);
                if coverage <= 0.0 {
                    continue;
                }
                let [r, g, b, a] = paint(px, py);
                let alpha = (a * coverage).clamp(0.0, 1.0);
                let pixel = &mut self.pixels[y * self.width + x];
                let keep = 1.0 - alpha;
                pixel[0] = r * alpha + pixel[0] * keep;
                pixel[1] = g * alpha + pixel[1] * keep;
                pixel[2] = b * alpha + pixel[2] * keep;
                pixel[3] = alpha + pixel[3] * keep;
            }
        }
    }

    /// Multiplies every pixel's alpha (and so its premultiplied colour).
    pub fn fade(&mut self, factor: f32) {
        for pixel in &mut self.pixels {
            for channel in pixel.iter_mut() {
                *channel *= factor;
            }
        }
    }

    /// Three box blurs approximate a Gaussian of about `radius` pixels.
    pub fn blur(&mut self, radius: usize) {
        for _ in 0..3 {
            self.box_blur(radius, true);
            self.box_blur(radius, false);
        }
    }

    fn box_blur(&mut self, radius: usize, horizontal: bool) {
        let (lines, length) = if horizontal {
            (self.height, self.width)
        } else {
            (self.width, self.height)
        };
        let index = |line: usize, at: usize| {
            if horizontal {
                line * self.width + at
            } else {
                at * self.width + line
            }
        };
        let mut out = self.pixels.clone();
        let span = (2 * radius + 1) as f32;
        for line in 0..lines {
            for at in 0..length {
                let mut sum = [0.0; 4];
                for offset in 0..=2 * radius {
                    let source = (at + offset).checked_sub(radius);
                    if let Some(source) = source.filter(|&source| source < length) {
                        let pixel = self.pixels[index(line, source)];
                        for channel in 0..4 {
                            sum[channel] += pixel[channel];
                        }
                    }
                }
                out[index(line, at)] = sum.map(|value| value / span);
            }
        }
        self.pixels = out;
    }

    /// Straight-alpha sRGB bytes, row by row from the top.
    pub fn rgba8(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.pixels.len() * 4);
        for &[r, g, b, a] in &self.pixels {
            let straight = |value: f32| {
                if a > 0.0 {
                    (value / a).clamp(0.0, 1.0)
                } else {
                    0.0
                }
            };
            for value in [straight(r), straight(g), straight(b), a.clamp(0.0, 1.0)] {
                bytes.push((value * 255.0 + 0.5) as u8);
            }
        }
        bytes
    }
}

/// A shape's distance sampled once at every pixel centre of a picture, for
/// a costly shape (a long outline, a union of parts) that several fills
/// paint: each fill then reads the value instead of working it out again.
pub struct Field {
    width: usize,
    height: usize,
    values: Vec<f32>,
}

impl Field {
    /// Samples `distance` inside the box (`left`, `top`, `right`, `bottom`)
    /// only; every pixel outside it counts as far outside the shape.
    pub fn new(
        width: usize,
        height: usize,
        (left, top, right, bottom): (f32, f32, f32, f32),
        distance: impl Fn(f32, f32) -> f32,
    ) -> Self {
        let mut values = vec![f32::MAX; width * height];
        let clamp = |value: f32, limit: usize| (value.max(0.0) as usize).min(limit);
        for y in clamp(top.floor(), height)..clamp(bottom.ceil(), height) {
            for x in clamp(left.floor(), width)..clamp(right.ceil(), width) {
                values[y * width + x] = distance(x as f32 + 0.5, y as f32 + 0.5);
            }
        }
        Field {
            width,
            height,
            values,
        }
    }

    /// The distance at the pixel that holds (`x`, `y`).
    pub fn at(&self, x: f32, y: f32) -> f32 {
        if x < 0.0 || y < 0.0 || x >= self.width as f32 || y >= self.height as f32 {
            return f32::MAX;
        }
        self.values[y as usize * self.width + x as usize]
    }
}

/// A rounded rectangle centred at (`cx`, `cy`) with half-size (`hw`, `hh`).
pub fn rounded_rect(x: f32, y: f32, cx: f32, cy: f32, hw: f32, hh: f32, radius: f32) -> f32 {
    let qx = (x - cx).abs() - hw + radius;
    let qy = (y - cy).abs() - hh + radius;
    let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
    outside + qx.max(qy).min(0.0) - radius
}

pub fn circle(x: f32, y: f32, cx: f32, cy: f32, radius: f32) -> f32 {
    ((x - cx).powi(2) + (y - cy).powi(2)).sqrt() - radius
}

/// An ellipse centred at (`cx`, `cy`) with radii (`rx`, `ry`): a close
/// estimate of the distance, exact on the axes, good enough for an edge.
pub fn ellipse(x: f32, y: f32, cx: f32, cy: f32, rx: f32, ry: f32) -> f32 {
    let (px, py) = (x - cx, y - cy);
    let k0 = ((px / rx).powi(2) + (py / ry).powi(2)).sqrt();
    let k1 = ((px / (rx * rx)).powi(2) + (py / (ry * ry)).powi(2)).sqrt();
    if k1 > 0.0 {
        k0 * (k0 - 1.0) / k1
    } else {
        -rx.min(ry)
    }
}

/// Distance to the segment from `a` to `b`, and how far along it (0 to 1)
/// the nearest point lies.
pub fn segment(x: f32, y: f32, a: (f32, f32), b: (f32, f32)) -> (f32, f32) {
    let (ex, ey) = (b.0 - a.0, b.1 - a.1);
    let (wx, wy) = (x - a.0, y - a.1);
    let length = ex * ex + ey * ey;
    let along = if length > 0.0 {
        ((wx * ex + wy * ey) / length).clamp(0.0, 1.0)
    } else {
        0.0
    };
    (
        ((wx - ex * along).powi(2) + (wy - ey * along).powi(2)).sqrt(),
        along,
    )
}

/// A line along the open path `points`, `start` wide at its first point and
/// `end` wide at its last, with round ends: a brush stroke, a tapering tail.
pub fn stroke(x: f32, y: f32, points: &[(f32, f32)], start: f32, end: f32) -> f32 {
    let last = points.len().saturating_sub(1).max(1) as f32;
    let mut nearest = f32::MAX;
    for (index, pair) in points.windows(2).enumerate() {
        let (distance, along) = segment(x, y, pair[0], pair[1]);
        let t = (index as f32 + along) / last;
        nearest = nearest.min(distance - (start + (end - start) * t) / 2.0);
    }
    nearest
}

/// The union of two shapes with their seam rounded over `k` pixels, so a
/// neck joins a head without a notch.
pub fn smooth_min(a: f32, b: f32, k: f32) -> f32 {
    let h = (0.5 + 0.5 * (b - a) / k).clamp(0.0, 1.0);
    b + (a - b) * h - k * h * (1.0 - h)
}

/// A band of `width` along a shape's edge.
pub fn outline(distance: f32, width: f32) -> f32 {
    distance.abs() - width / 2.0
}

/// Distance to a closed polygon, negative inside (even-odd rule).
pub fn polygon(x: f32, y: f32, points: &[(f32, f32)]) -> f32 {
    let mut nearest = f32::MAX;
    let mut inside = false;
    let count = points.len();
    for index in 0..count {
        let (ax, ay) = points[index];
        let (bx, by) = points[(index + 1) % count];
        let (ex, ey) = (bx - ax, by - ay);
        let (wx, wy) = (x - ax, y - ay);
        let along = ((wx * ex + wy * ey) / (ex * ex + ey * ey)).clamp(0.0, 1.0);
        let (dx, dy) = (wx - ex * along, wy - ey * along);
        nearest = nearest.min(dx * dx + dy * dy);
        if (ay > y) != (by > y) && x < ax + (y - ay) / (by - ay) * ex {
            inside = !inside;
        }
    }
    let distance = nearest.sqrt();
    if inside { -distance } else { distance }
}

/// Points along a quadratic Bézier from `a` to `b` bent towards `control`.
pub fn bezier(a: (f32, f32), control: (f32, f32), b: (f32, f32), steps: usize) -> Vec<(f32, f32)> {
    (0..steps)
        .map(|step| {
            let t = step as f32 / steps as f32;
            let u = 1.0 - t;
            (
                u * u * a.0 + 2.0 * u * t * control.0 + t * t * b.0,
                u * u * a.1 + 2.0 * u * t * control.1 + t * t * b.1,
            )
        })
        .collect()
}

pub fn smoothstep(edge0: f32, edge1: f32, value: f32) -> f32 {
    let t = ((value - edge0) / (edge1 - edge0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

pub fn mix(a: Rgba, b: Rgba, t: f32) -> Rgba {
    let t = t.clamp(0.0, 1.0);
    [0, 1, 2, 3].map(|channel| a[channel] + (b[channel] - a[channel]) * t)
}

/// A repeatable pseudo-random value in [0, 1) for integer coordinates.
fn hash(x: i64, y: i64, seed: u64) -> f32 {
    let mut h = (x as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (y as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
        ^ seed.wrapping_mul(0x1656_67B1_9E37_79F9);
    h ^= h >> 31;
    h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h ^= h >> 29;
    (h >> 40) as f32 / (1u64 << 24) as f32
}

/// Smooth value noise on a grid of `cell` pixels that repeats every
/// `period` cells, so a texture made of it tiles without a seam.
pub fn value_noise(x: f32, y: f32, cell: f32, period: i64, seed: u64) -> f32 {
    let (gx, gy) = (x / cell, y / cell);
    let (ix, iy) = (gx.floor() as i64, gy.floor() as i64);
    let (fx, fy) = (gx - gx.floor(), gy - gy.floor());
    let corner = |dx: i64, dy: i64| {
        hash(
            (ix + dx).rem_euclid(period),
            (iy + dy).rem_euclid(period),
            seed,
        )
    };
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let top = corner(0, 0) + (corner(1, 0) - corner(0, 0)) * sx;
    let bottom = corner(0, 1) + (corner(1, 1) - corner(0, 1)) * sx;
    top + (bottom - top) * sy
}

/// Octaves of tiling noise over a `size`-pixel square, in [0, 1).
pub fn fractal_noise(x: f32, y: f32, size: f32, octaves: u32, seed: u64) -> f32 {
    let mut total = 0.0;
    let mut weight = 0.5;
    let mut cells = 4_i64;
    let mut norm = 0.0;
    for octave in 0..octaves {
        let cell = size / cells as f32;
        total += weight * value_noise(x, y, cell, cells, seed + octave as u64);
        norm += weight;
        weight *= 0.5;
        cells *= 2;
    }
    total / norm
}

/// Per-pixel grain in [-1, 1).
pub fn grain(x: f32, y: f32, seed: u64) -> f32 {
    hash(x as i64, y as i64, seed) * 2.0 - 1.0
}
