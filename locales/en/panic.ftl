## A page's program stopped on an error it did not expect (a panic): the game page's and the
## editor's #stopped line (index.html, www/editor.html), an embedded board's note (src/web/embed/stopped.rs).

panic-stopped = Quintet stopped on an unexpected error. Reload the page to go on.
panic-reload = Reload
