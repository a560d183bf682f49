// Empty on purpose. Swift Testing declares a cross-import overlay named _Testing_UIKit; a file that
// imports both Testing and UIKit loads it, and on Linux the toolchain has none ("no such module
// '_Testing_UIKit'"). This module is that name, so tests (ours and users') can import both.
