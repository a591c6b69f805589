## Spielen auf dem Brett: warum ein Klick oder eine Taste nichts bewirkt hat, und was gerade geschah.

play-browsing = Du siehst eine frühere Stellung an: Kehre zur Partie zurück, um zu spielen.
play-over = Die Partie ist vorbei. Beginne eine neue Partie, um wieder zu spielen.
play-throw-first = Zuerst werfen.
play-nothing-there = Hier gibt es nichts zu ziehen: Wähle eine umrandete Figur.
