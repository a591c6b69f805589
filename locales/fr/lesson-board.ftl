## Une leçon sur un plateau intégré (lesson="seesaw/3", docs/lessons.md) : les mots autour d'une
## étape. Les mots propres à chaque étape sont dans lessons-<cours>.ftl.

lesson-loading = Chargement de la leçon…
embed-option-lesson = lesson : « { $name } » n'est pas une leçon ; le plateau montre son enregistrement à la place
lesson-heading = Apprendre { $game }
lesson-step = Étape { $step } sur { $steps }
lesson-announce = Étape { $step } sur { $steps } : { $goal }
lesson-missed = Pas tout à fait : { $why } Réessayez.
lesson-done = Bravo! { $what }
lesson-hint = Le coup à jouer est indiqué sur le plateau.
lesson-throw = Appuyez sur Lancer.
lesson-course-done = Vous avez terminé le cours de { $game }.
lesson-first-game = Jouer votre première partie contre l'ordinateur
lesson-retry = Réessayer
lesson-next = Étape suivante
lesson-previous = Étape précédente
lesson-steps = Étapes
lesson-chip = Étape { $step }
lesson-chip-done = Étape { $step }, réussie
lesson-rule = Les règles de cette étape ({ $id })
lesson-typed = Saisir un coup
lesson-typed-play = Jouer
lesson-not-kept = Votre progression dans ce cours n'a pas pu être enregistrée dans ce navigateur.
lesson-words-failed = Les mots de la leçon n'ont pas pu être chargés depuis { $file }.
