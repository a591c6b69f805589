## A page's program stopped on an error it did not expect (a panic): index.html, www/editor.html, src/web/embed/stopped.rs.

panic-stopped = Quintet s'est arrêté à cause d'une erreur inattendue. Rechargez la page pour continuer.
panic-reload = Recharger
