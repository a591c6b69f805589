## A page's program stopped on an error it did not expect (a panic): index.html, www/editor.html, src/web/embed/stopped.rs.

panic-stopped = Quintet funktioniert wegen eines unerwarteten Fehlers nicht mehr. Lade die Seite neu, um weiterzumachen.
panic-reload = Neu laden
