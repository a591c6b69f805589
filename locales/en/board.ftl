## Words only the embeds' own wasm shows (embed.html, <quintet-board>; src/web/embed/): its
## English is built into that wasm alone, the other languages come in the board's language file.

# A note on the board's lang option, joined to the others ("Board options: …."); $file: the
# address of the language file that could not be loaded.
board-lang-failed = lang: its words could not be loaded from { $file }; the board speaks English
