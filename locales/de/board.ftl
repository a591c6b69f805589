## Words only the embeds' own wasm shows (src/web/embed/).

board-lang-failed = lang: seine Wörter konnten nicht von { $file } geladen werden; das Brett spricht Englisch
