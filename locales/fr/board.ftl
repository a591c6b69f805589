## Words only the embeds' own wasm shows (src/web/embed/).

board-lang-failed = lang : ses mots n'ont pas pu être chargés depuis { $file } ; le plateau parle anglais
