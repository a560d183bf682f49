// zlib's inflate: the gzip- or zlib-wrapped textures that cocos2d / Particle Designer plists embed.
#include <zlib.h>
