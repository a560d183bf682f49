// Empty on purpose. Swift Testing declares a cross-import overlay named _Testing_CoreGraphics; a file that
// imports both Testing and CoreGraphics loads it, and on Linux the toolchain has none ("no such module
// '_Testing_CoreGraphics'"). This module is that name, so tests (ours and users') can import both.
