## A lesson on an embedded board (lesson="seesaw/3", docs/lessons.md; src/app/embed/board/lesson.rs,
## src/web/embed/lesson.rs): the words around a step. Each step's own words (its goal, what it
## taught, why a move misses) are in lessons-<course>.ftl.

# Shown as the goal while the lesson's words are on their way.
lesson-loading = Loading the lesson…
# A note on the board's lesson option, joined to the others ("Board options: …."); $name as given.
embed-option-lesson = lesson: '{ $name }' is not a lesson; the board shows its record instead
# The heading of a lesson; $game: the game's name.
lesson-heading = Learn { $game }
lesson-step = Step { $step } of { $steps }
# Said to screen readers when a step is shown; $goal: the step's goal.
lesson-announce = Step { $step } of { $steps }: { $goal }
# The answer to a legal move that misses the goal; $why: the step's words.
lesson-missed = Not quite: { $why } Try again.
# The answer once the goal is met; $what: what the step taught.
lesson-done = Well done! { $what }
lesson-hint = The move to make is marked on the board.
lesson-throw = Press Throw.
# $game: the game's name.
lesson-course-done = You have finished the { $game } course.
lesson-first-game = Play your first game against the computer
lesson-retry = Try again
lesson-next = Next step
lesson-previous = Previous step
# The list of steps, for screen readers.
lesson-steps = Steps
lesson-chip = Step { $step }
lesson-chip-done = Step { $step }, done
# The disclosure with the Rules dialog's texts of the step's rulings; $id: their ids (SEE-5, SEE-7).
lesson-rule = The rules of this step ({ $id })
lesson-typed = Type a move
lesson-typed-play = Play
# The progress could not be kept in the browser (storage full or refused).
lesson-not-kept = Your progress in this course could not be saved in this browser.
# The lesson's words (with the rules texts) could not be loaded; $file: the address tried.
lesson-words-failed = The lesson's words could not be loaded from { $file }.
