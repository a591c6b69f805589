//! What a board playing a lesson adds around it (`app::embed::board`'s lesson mode): above the
//! board, the course's title and its steps (a whole course) and the rule the step teaches;
//! under it, the answer to each try in the board's status line, the step's buttons (Try again,
//! Previous and Next step), the link to a first game once the course is done, and a field to
//! type moves in. Everything is built once, as text, and shown or hidden with the model.
//!
//! A lesson's words come with the rules texts (`lang/<code>-rules.ftl`, fetched once per
//! language: [`follow`]); a whole course's progress is kept in the browser
//! (`quintet.v2.lessons.<course>`), read once and merged with what another tab wrote before
//! each write, so that no step done is ever lost.

use super::super::{act, Board};
use super::View;
use crate::app::embed::board::{EmbedBoard, LessonView};
use crate::app::lesson::Progress;
use crate::app::saved::Store;
use crate::i18n::{self, t, tr};
use crate::web::dom;
use crate::web::storage::Local;
use gloo::events::{EventListener, EventListenerOptions};
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement, HtmlInputElement};

/// The lesson's own elements in a board's host.
pub(in crate::web::embed) struct LessonDom {
    head: HtmlElement,
    title: HtmlElement,
    steps: HtmlElement,
    rule: HtmlElement,
    actions: HtmlElement,
    finished: HtmlElement,
    form: HtmlElement,
    input: HtmlInputElement,
    /// The field's label and its button, worded at each render (the language may come later).
    typed: [HtmlElement; 2],
    /// The news last said to screen readers (its count).
    said: u32,
}

/// Where the rules texts of each language stand: asked for by these boards, loaded, or not to
/// be had (with the address tried).
enum Words {
    Asked(Vec<usize>),
    Loaded,
    Failed(String),
}

thread_local! {
    static WORDS: RefCell<Vec<(&'static str, Words)>> = const { RefCell::new(Vec::new()) };
}

/// A small block of text styled as the board's other texts.
fn block(tag: &str, class: &str) -> Result<HtmlElement, JsValue> {
    let el = dom::element(tag, class, "")?;
    el.style()
        .set_css_text("margin:4px 0;font:13px system-ui, sans-serif");
    Ok(el)
}

/// A button that sends `cmd` to the board when clicked (the lesson's own listener).
fn button(parent: &Element, cmd: &str, text: &str) -> Result<HtmlElement, JsValue> {
    let button = dom::append(parent, "button", "", text)?;
    button.set_attribute("type", "button")?;
    button.set_attribute("data-cmd", cmd)?;
    button
        .style()
        .set_css_text("min-width:44px;min-height:36px;font:inherit");
    Ok(button)
}

impl LessonDom {
    /// Builds the lesson's elements into the board's host around `view`'s own, wired to board
    /// `index`.
    fn new(view: &View, index: usize) -> Result<LessonDom, JsValue> {
        let head = block("div", "quintet-lesson-head")?;
        let title = dom::append(&head, "p", "quintet-lesson-title", "")?;
        title.style().set_css_text("margin:0 0 4px;font-weight:600");
        let steps = dom::append(&head, "ol", "quintet-lesson-steps", "")?;
        steps
            .style()
            .set_css_text("display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:0;padding:0");
        let rule = block("details", "quintet-lesson-rule")?;
        let actions = block("div", "quintet-lesson-actions")?;
        actions.style().set_css_text(
            "display:flex;flex-wrap:wrap;gap:4px;justify-content:center;margin-top:4px",
        );
        let finished = block("p", "quintet-lesson-finished")?;
        finished.style().set_property("text-align", "center")?;
        let form = block("form", "quintet-lesson-typed")?;
        form.style().set_css_text(
            "display:flex;flex-wrap:wrap;gap:4px;align-items:center;justify-content:center;\
             margin:6px 0;font:13px system-ui, sans-serif",
        );
        let label = dom::append(&form, "label", "", "")?;
        let words = dom::append(&label, "span", "", "")?;
        words.style().set_property("margin-right", "4px")?;
        let input: HtmlInputElement = dom::document()?.create_element("input")?.dyn_into()?;
        input.set_type("text");
        for (name, value) in [
            ("autocomplete", "off"),
            ("autocapitalize", "off"),
            ("spellcheck", "false"),
        ] {
            input.set_attribute(name, value)?;
        }
        input
            .style()
            .set_css_text("width:9em;min-height:32px;font:inherit");
        label.append_child(&input)?;
        let play = dom::append(&form, "button", "", "")?;
        play.set_attribute("type", "submit")?;
        play.style()
            .set_css_text("min-width:44px;min-height:36px;font:inherit");
        // Above the goal, the course; under the bar, the step's buttons, the rule and the rest.
        view.host.insert_before(&head, Some(&view.prompt))?;
        let after_bar = view.bar.next_sibling();
        for part in [&actions, &finished, &rule, &form] {
            view.host.insert_before(part, after_bar.as_ref())?;
        }
        for part in [&head, &actions] {
            super::forward_commands(part, index);
        }
        let field = input.clone();
        let active = EventListenerOptions::enable_prevent_default();
        EventListener::new_with_options(&form, "submit", active, move |event| {
            event.prevent_default();
            let text = field.value();
            let mut played = false;
            act(index, &mut |board| {
                let before = board.model.record_text();
                board.model.type_move(&text);
                played = board.model.record_text() != before;
            });
            if played {
                field.set_value("");
            }
        })
        .forget();
        Ok(LessonDom {
            head,
            title,
            steps,
            rule,
            actions,
            finished,
            form,
            input,
            typed: [words, play],
            said: 0,
        })
    }

    /// The elements that keep to the board's width.
    pub(super) fn parts(&self) -> [&HtmlElement; 5] {
        [
            &self.head,
            &self.rule,
            &self.actions,
            &self.finished,
            &self.form,
        ]
    }

    fn show(&self, shown: bool) {
        for part in self.parts() {
            part.set_hidden(!shown);
        }
    }

    /// Brings the elements up to `lesson`.
    fn render(&self, lesson: &LessonView) -> Result<(), JsValue> {
        self.show(true);
        let title = tr("lesson-heading", &[("game", lesson.title.as_str().into())]);
        let (step, steps) = lesson.step;
        let counter = tr(
            "lesson-step",
            &[("step", step.into()), ("steps", steps.into())],
        );
        dom::set_text(&self.title, &format!("{title} · {counter}"));
        dom::clear(&self.steps);
        self.steps.set_hidden(!lesson.whole);
        self.steps.set_attribute("aria-label", &t("lesson-steps"))?;
        if lesson.whole {
            for (i, &done) in lesson.done.iter().enumerate() {
                let item = dom::append(&self.steps, "li", "", "")?;
                let number = i + 1;
                let text = if done {
                    format!("{number} ✓")
                } else {
                    number.to_string()
                };
                let chip = button(&item, &format!("step:{number}"), &text)?;
                let label = if done {
                    "lesson-chip-done"
                } else {
                    "lesson-chip"
                };
                chip.set_attribute("aria-label", &tr(label, &[("step", number.into())]))?;
                if number == step {
                    chip.set_attribute("aria-current", "step")?;
                    chip.style().set_property("font-weight", "700")?;
                    chip.style().set_property("outline", "2px solid #0b6e4f")?;
                }
                if done {
                    chip.style().set_property("border-color", "#0b6e4f")?;
                }
            }
        }
        // One disclosure, kept open (or closed) from step to step as the learner left it.
        let open = self.rule.has_attribute("open");
        dom::clear(&self.rule);
        self.rule.toggle_attribute_with_force("open", open)?;
        let ids = lesson.rulings.join(", ");
        dom::append(
            &self.rule,
            "summary",
            "",
            &tr("lesson-rule", &[("id", ids.as_str().into())]),
        )?;
        for (heading, texts) in &lesson.rules {
            let strong = dom::append(&self.rule, "p", "", heading)?;
            strong.style().set_property("font-weight", "600")?;
            for text in texts {
                dom::append(&self.rule, "p", "", text)?;
            }
        }
        dom::clear(&self.actions);
        let done = lesson.done_now;
        let retry = button(&self.actions, "retry", &t("lesson-retry"))?;
        retry.set_hidden(!lesson.touched);
        if lesson.whole {
            if step > 1 {
                button(
                    &self.actions,
                    "previous",
                    &format!("‹ {}", t("lesson-previous")),
                )?;
            }
            if step < steps {
                let next = button(&self.actions, "next", &format!("{} ›", t("lesson-next")))?;
                if done {
                    next.style().set_css_text(
                        "min-width:96px;min-height:36px;font:inherit;font-weight:700;\
                         background:#0b6e4f;color:#fff;border-color:#0b6e4f",
                    );
                }
            }
        }
        dom::clear(&self.finished);
        self.finished.set_hidden(!(lesson.finished && done));
        if lesson.finished && done {
            let words = tr(
                "lesson-course-done",
                &[("game", lesson.title.as_str().into())],
            );
            dom::append(&self.finished, "span", "", &format!("{words} "))?;
            let link = dom::append(&self.finished, "a", "", &t("lesson-first-game"))?;
            let (href, elsewhere) = first_game(&lesson.game);
            link.set_attribute("href", &href)?;
            if elsewhere {
                link.set_attribute("target", "_blank")?;
                link.set_attribute("rel", "noopener")?;
            }
        }
        self.form.set_hidden(done);
        for (el, key) in self.typed.iter().zip(["lesson-typed", "lesson-typed-play"]) {
            dom::set_text(el, &t(key));
        }
        self.input.set_disabled(done);
        Ok(())
    }
}

/// The address of a first game of `game` against the computer with hints (the guided first
/// game, `?guide=1#<id>`), and whether it opens in a tab of its own: from the lessons' page it
/// is the game page beside it, elsewhere (another site's page) the Quintet the board files
/// come from.
fn first_game(game: &str) -> (String, bool) {
    let ours = dom::document()
        .ok()
        .and_then(|d| d.get_element_by_id("learn-page"))
        .is_some();
    let base = match ours {
        true => String::new(),
        false => super::super::language::BASE.with(|b| b.borrow().clone()),
    };
    (format!("{base}./?guide=1#{game}"), !ours)
}

impl View {
    /// The lesson's part of a render: its elements, built on first need; the goal as the
    /// prompt and the answer as the status line.
    pub(super) fn render_lesson(&mut self, model: &EmbedBoard) -> Result<(), JsValue> {
        let Some(lesson) = model.lesson_view() else {
            if let Some(dom) = &self.lesson {
                dom.show(false);
            }
            return Ok(());
        };
        if self.lesson.is_none() {
            self.lesson = Some(LessonDom::new(self, self.index)?);
        }
        for (el, text) in [
            (&self.prompt, &lesson.goal),
            (&self.feedback, &lesson.answer),
        ] {
            dom::set_text(el, text);
            el.set_hidden(text.is_empty());
        }
        let colour = match (lesson.done_now, lesson.answer.is_empty()) {
            (true, _) => "#0b6e4f",
            (false, false) => "#b26a00",
            (false, true) => "transparent",
        };
        let style = self.feedback.style();
        style.set_property("border-left", &format!("4px solid {colour}"))?;
        style.set_property("padding", "2px 6px")?;
        match &self.lesson {
            Some(dom) => dom.render(&lesson),
            None => Ok(()),
        }
    }

    /// The lesson's news to say after the board's own, if there is new news.
    pub(super) fn lesson_news(&mut self, model: &EmbedBoard) -> Option<String> {
        let (count, text) = model.lesson_news();
        let dom = self.lesson.as_mut()?;
        if count == dom.said || text.is_empty() {
            return None;
        }
        dom.said = count;
        Some(text.to_string())
    }
}

/// After board `index` acted: a whole course reads its progress once and keeps what it gained,
/// and a lesson whose words are missing asks for them, once its language is in.
pub(in crate::web::embed) fn follow(index: usize, board: &mut Board) {
    if !board.model.is_lesson() {
        return;
    }
    if let Some(course) = board.model.progress_course() {
        if !board.view.progress_read {
            board.view.progress_read = true;
            let key = crate::app::lesson::progress_key(course);
            board
                .model
                .set_progress(&Local.get(&key).unwrap_or_default());
        }
        if let Some((key, text)) = board.model.take_progress() {
            let mut progress = Progress::read(&text);
            progress.merge(&Progress::read(&Local.get(&key).unwrap_or_default()));
            if Local.set(&key, &progress.text()).is_err() {
                board.model.lesson_trouble(t("lesson-not-kept"));
            }
        }
    }
    let language_in = board.lang == board.model.options().lang;
    if board.model.lesson_words_missing() && language_in {
        ask_words(index, board);
    }
}

/// Asks for the rules texts of the language board `index` speaks now, once per language.
fn ask_words(index: usize, board: &mut Board) {
    let code = match i18n::language() {
        i18n::PSEUDO => "en",
        code => code,
    };
    let fetch = WORDS.with(|w| {
        let mut words = w.borrow_mut();
        match words.iter_mut().find(|(c, _)| *c == code) {
            None => {
                words.push((code, Words::Asked(vec![index])));
                true
            }
            Some((_, Words::Asked(boards))) => {
                if !boards.contains(&index) {
                    boards.push(index);
                }
                false
            }
            Some((_, Words::Failed(file))) => {
                let note = tr("lesson-words-failed", &[("file", file.as_str().into())]);
                board.model.lesson_trouble(note);
                false
            }
            Some((_, Words::Loaded)) => false,
        }
    });
    if !fetch {
        return;
    }
    let base = super::super::language::BASE.with(|b| b.borrow().clone());
    let file = format!("{base}lang/{code}-rules.ftl");
    crate::web::l10n::fetch_from(&base, format!("{code}-rules"), move |text| {
        let state = match &text {
            Some(text) => {
                let home = i18n::enter(code);
                i18n::add(text);
                i18n::enter(home);
                Words::Loaded
            }
            None => Words::Failed(file.clone()),
        };
        let boards = WORDS.with(|w| {
            let mut words = w.borrow_mut();
            let entry = words.iter_mut().find(|(c, _)| *c == code);
            match entry.map(|(_, state)| std::mem::replace(state, Words::Loaded)) {
                Some(Words::Asked(boards)) => boards,
                _ => Vec::new(),
            }
        });
        WORDS.with(|w| {
            if let Some(entry) = w.borrow_mut().iter_mut().find(|(c, _)| *c == code) {
                entry.1 = state;
            }
        });
        for index in boards {
            act(index, &mut |board| {
                if text.is_some() {
                    board.model.lesson_words_came();
                } else {
                    let note = tr("lesson-words-failed", &[("file", file.as_str().into())]);
                    board.model.lesson_trouble(note);
                }
            });
        }
    });
}
