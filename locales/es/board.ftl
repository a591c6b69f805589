## Words only the embeds' own wasm shows (src/web/embed/).

board-lang-failed = lang: sus palabras no se pudieron cargar de { $file }; el tablero habla inglés
