// The public header of libemitterkit.so, as installed by tools/install.
#include "../../include/emitterkit.h"
