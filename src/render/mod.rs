//! Drawing, without pixels on a screen: games' boards become [`Scene`]s of shapes and text in
//! logical units, drawn by the Canvas 2D backend in `web` and the SVG backend here.
