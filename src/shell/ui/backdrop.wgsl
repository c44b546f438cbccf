// The last pass of a frame: the camera's picture (premultiplied colour and
// coverage over a transparent clear) laid over the table's cloth, the felt
// tile repeated across the window, tinted by the palette, with a vignette.
#import bevy_core_pipeline::fullscreen_vertex_shader::FullscreenVertexOutput

struct Cloth {
    tint: vec4<f32>,
};

@group(0) @binding(0) var picture: texture_2d<f32>;
// The felt tile.
@group(0) @binding(1) var felt: texture_2d<f32>;
@group(0) @binding(2) var<uniform> cloth: Cloth;

@fragment
fn fragment(in: FullscreenVertexOutput) -> @location(0) vec4<f32> {
    let pixel = vec2<u32>(in.position.xy);
    let drawn = textureLoad(picture, pixel, 0);
    // One felt texel per screen pixel, read unfiltered: crisp grain at every
    // window size. The tile's side is a power of two, so a mask wraps it
    // (tests/all/art.rs).
    let wrap = vec2<u32>(textureDimensions(felt)) - 1u;
    let weave = textureLoad(felt, pixel & wrap, 0).rgb;
    // The light falls a little above the middle; the corners darken.
    let from_light = (in.uv - vec2(0.5, 0.42)) * 2.0;
    let darkening = 0.62 * smoothstep(0.35, 1.5, length(from_light));
    let cloth_colour = weave * cloth.tint.rgb * (1.0 - darkening);
    return vec4(drawn.rgb + cloth_colour * (1.0 - drawn.a), 1.0);
}
