## A page's program stopped on an error it did not expect (a panic): index.html, www/editor.html, src/web/embed/stopped.rs.

panic-stopped = Quintet dejó de funcionar por un error inesperado. Recargue la página para continuar.
panic-reload = Recargar
