// The table's cloth in one opaque pass: the felt tile repeated across the
// window, tinted by the palette, with a vignette over the visible area.
#import bevy_sprite::mesh2d_vertex_output::VertexOutput

#ifdef TONEMAP_IN_SHADER
#import bevy_core_pipeline::tonemapping
#import bevy_sprite::mesh2d_view_bindings::view
#endif
#ifdef SRGB_OUTPUT
#import bevy_render::color_operations::linear_to_srgb
#endif
#ifdef OKLAB_OUTPUT
#import bevy_render::color_operations::linear_rgb_to_oklab
#endif

struct Cloth {
    tint: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> cloth: Cloth;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var felt: texture_2d<f32>;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    // One felt texel per screen pixel, read unfiltered: crisp grain at every
    // window size, and one texel read instead of four. The tile's side is a
    // power of two, so a mask wraps it (tests/all/art.rs).
    let wrap = vec2<u32>(textureDimensions(felt)) - 1u;
    let texel = vec2<u32>(mesh.position.xy) & wrap;
    let weave = textureLoad(felt, texel, 0).rgb;
    // The light falls a little above the middle; the corners darken.
    let from_light = (mesh.uv - vec2(0.5, 0.42)) * 2.0;
    let darkening = 0.62 * smoothstep(0.35, 1.5, length(from_light));
    var colour = vec4(weave * cloth.tint.rgb * (1.0 - darkening), 1.0);
#ifdef TONEMAP_IN_SHADER
    colour = tonemapping::tone_mapping(colour, view.color_grading);
#endif
#ifdef SRGB_OUTPUT
    colour = vec4(linear_to_srgb(colour.rgb), colour.a);
#endif
#ifdef OKLAB_OUTPUT
    colour = vec4(linear_rgb_to_oklab(colour.rgb), colour.a);
#endif
    return colour;
}
