## Una lección en un tablero integrado (lesson="seesaw/3", docs/lessons.md): las palabras en
## torno a un paso. Las palabras propias de cada paso están en lessons-<curso>.ftl.

lesson-loading = Cargando la lección…
embed-option-lesson = lesson: «{ $name }» no es una lección; el tablero muestra su registro en su lugar
lesson-heading = Aprender { $game }
lesson-step = Paso { $step } de { $steps }
lesson-announce = Paso { $step } de { $steps }: { $goal }
lesson-missed = Casi: { $why } Inténtelo de nuevo.
lesson-done = ¡Muy bien! { $what }
lesson-hint = La jugada que hay que hacer está marcada en el tablero.
lesson-throw = Pulse Tirar.
lesson-course-done = Ha terminado el curso de { $game }.
lesson-first-game = Jugar su primera partida contra el ordenador
lesson-retry = Intentar de nuevo
lesson-next = Paso siguiente
lesson-previous = Paso anterior
lesson-steps = Pasos
lesson-chip = Paso { $step }
lesson-chip-done = Paso { $step }, hecho
lesson-rule = Las reglas de este paso ({ $id })
lesson-typed = Escriba una jugada
lesson-typed-play = Jugar
lesson-not-kept = Su progreso en este curso no se ha podido guardar en este navegador.
lesson-words-failed = No se han podido cargar las palabras de la lección desde { $file }.
