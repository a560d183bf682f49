// HarfBuzz: shapes an emoji's code points (skin tones, ZWJ sequences, flags, keycaps, variation
// selectors) into the colour font's glyphs, which cairo then draws.
#include <hb.h>
