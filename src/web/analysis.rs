//! The page's side of analysis: the Hint button (key H), the "Analysis" switch's win-chance bar,
//! and the review's job ([`super::review`] shows it). Questions go to a worker of the computer
//! opponent's own wasm ([`super::spawn`]; two of them, one for positions and one for reviews), so
//! the page never searches. A question whose position is no longer shown is dropped by
//! terminating its worker and asking again: a search cannot be interrupted from outside.
//!
//! Hints are on in games against the computer unless the player turns them off (a saved
//! setting); the bar is the player's own choice (the "Analysis" switch, saved too).

use super::dom;
use super::page::Page;
use super::review::{self, ReviewPane};
use super::spawn::Running;
use super::storage;
use crate::ai::analysis::{Chances, PositionAnalysis, Turn};
use crate::ai::job::analysis::AnalysisReply;
use crate::ai::job::wire::parse_hint;
use crate::app::a11y::{action_words, seat as seat_words};
use crate::app::analysis::percent;
use crate::app::review::chances_words;
use crate::core::{Game, Spot, ToAct};
use crate::games::AnyGame;
use crate::i18n::{t, tr};
use wasm_bindgen::JsValue;
use web_sys::{Element, HtmlButtonElement, HtmlElement, HtmlInputElement};

/// The seed of every analysis the page asks for: the same position gets the same answer, as
/// `quintet hint` prints it.
const SEED: u64 = 1;

/// One worker and the question it works on.
#[derive(Default)]
pub(super) struct Channel {
    running: Option<Running>,
    last_job: u32,
    /// The job number, what it is about (a position or record text) and the request sent.
    pending: Option<(u32, String, String)>,
}

impl Channel {
    /// Asks `what` (`hint <seed> <position>` or `review <seed> <record>`) about `key`, unless
    /// that is already being worked on; a question about anything else is dropped with its
    /// worker.
    pub(super) fn ask(&mut self, key: &str, what: &str, start: fn() -> Result<Running, JsValue>) {
        if self.pending.as_ref().is_some_and(|(_, k, _)| k == key) {
            return;
        }
        self.stop();
        self.last_job = self.last_job.wrapping_add(1).max(1);
        let text = format!("{} {what}", self.last_job);
        self.pending = Some((self.last_job, key.to_string(), text.clone()));
        if self.running.is_none() {
            match start() {
                Ok(running) => self.running = Some(running),
                Err(error) => return web_sys::console::warn_1(&error),
            }
        }
        if let Some(running) = self.running.as_ref().filter(|r| r.ready) {
            let _ = running.post(&text);
        }
    }

    /// Stops the question being worked on (its worker ends; the next question starts another).
    pub(super) fn stop(&mut self) {
        if self.pending.take().is_some() {
            self.running = None;
        }
    }

    /// Whether a question is being worked on.
    pub(super) fn busy(&self) -> bool {
        self.pending.is_some()
    }

    /// Reads a message of this channel's worker: `Some((key, reply))` for a reply to the
    /// question being worked on (the key it was asked about); the question is done unless the
    /// reply is progress. `ready` sends the waiting question.
    pub(super) fn take(&mut self, text: &str) -> Option<(String, AnalysisReply)> {
        if text == "ready" {
            let running = self.running.as_mut()?;
            running.ready = true;
            let (_, _, request) = self.pending.as_ref()?;
            let _ = running.post(request);
            return None;
        }
        let reply = AnalysisReply::parse(text)?;
        let (job, key, _) = self.pending.as_ref()?;
        if reply.job() != *job {
            return None;
        }
        let key = key.clone();
        if !matches!(reply, AnalysisReply::Progress { .. }) {
            self.pending = None;
        }
        Some((key, reply))
    }

    /// The worker failed: the question is dropped, the next one starts a fresh worker.
    pub(super) fn failed(&mut self) -> Option<String> {
        self.running = None;
        self.pending.take().map(|(_, key, _)| key)
    }
}

/// What the page keeps about analysis.
#[derive(Default)]
pub(super) struct Analysis {
    position: Channel,
    /// The last position analysed, as its position text, and its analysis.
    known: Option<(String, PositionAnalysis)>,
    /// A guided game's notes on the known analysis (`games::guide::notes`), a line each.
    pub(super) notes: String,
    /// The position a hint was asked for: shown while that position is.
    hint_for: Option<String>,
    /// The "Analysis" switch: the win-chance bar is shown.
    bar: bool,
    /// Hints and the bar in games against the computer (a saved setting).
    against_computer: bool,
    /// Why the last question failed, if it did.
    failed: Option<String>,
    /// The game review, when open.
    pub(super) review: ReviewPane,
}

impl Analysis {
    /// The saved settings.
    pub(super) fn load() -> Analysis {
        Analysis {
            bar: storage::setting("analysis-bar", false),
            // On unless turned off (issue 49: a newcomer against the computer found no Hint).
            against_computer: storage::setting("hints-vs-computer", true),
            ..Analysis::default()
        }
    }

    /// The hint's spots to mark on the board (from and to of the best action), while the
    /// hinted position is shown.
    pub(super) fn marks(&self, shown: &AnyGame) -> Vec<Spot> {
        let text = shown.to_string();
        match (&self.hint_for, &self.known) {
            (Some(hinted), Some((known, analysis))) if *hinted == text && *known == text => {
                match analysis.turn {
                    Turn::Decision { best, .. } => {
                        let spots = shown.action_spots(best);
                        spots.from.into_iter().chain(spots.to).collect()
                    }
                    _ => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }
}

/// Whether hints are allowed in the page's game: always among people, against the computer
/// only with the setting on.
fn hints_allowed(page: &Page) -> bool {
    let seats = page.session.game().seats();
    // Not while a game with a friend on another device goes on: as against the computer, or
    // one player could consult the engine.
    let remote = page.remote && page.session.result().is_none();
    !remote
        && (page.analysis.against_computer
            || page.guide.is_some()
            || !seats.iter().any(|&s| page.players.computer(s).is_some()))
}

fn start_position_worker() -> Result<Running, JsValue> {
    Running::start(on_position_text, |page, error| {
        web_sys::console::warn_1(error);
        page.analysis.position.failed();
        page.analysis.failed = Some(t("worker-failed"));
        update(page)
    })
}

fn on_position_text(page: &mut Page, text: String) -> Result<(), JsValue> {
    let Some((key, reply)) = page.analysis.position.take(&text) else {
        return Ok(());
    };
    match reply {
        AnalysisReply::Hint(_, payload) => {
            let game = page.session.shown();
            if game.to_string() != key {
                return Ok(());
            }
            // A guided game's hint is followed by the guide's notes, a line each.
            let (payload, notes) = payload.split_once('\n').unwrap_or((&payload, ""));
            match parse_hint(payload, &game) {
                Ok(analysis) => {
                    page.analysis.known = Some((key, analysis));
                    page.analysis.notes = notes.to_string();
                    page.analysis.failed = None;
                }
                Err(why) => page.analysis.failed = Some(why),
            }
            update(page)?;
            page.draw()
        }
        AnalysisReply::Failed(_, why) => {
            page.analysis.failed = Some(why);
            update(page)
        }
        _ => Ok(()),
    }
}

/// The Hint button and key H: asks for the shown position's analysis and marks its best action.
pub(super) fn hint(page: &mut Page) -> Result<(), JsValue> {
    if !hints_allowed(page) {
        page.message = t("analysis-hints-computer-off");
        // A refresh, not the panel's update alone: a game at a distance words it its own way.
        return page.refresh();
    }
    let shown = page.session.shown().to_string();
    page.analysis.hint_for = Some(shown);
    refresh(page)?;
    page.draw()
}

/// The "Analysis" switch changed.
pub(super) fn set_bar(page: &mut Page, on: bool) -> Result<(), JsValue> {
    page.analysis.bar = on;
    storage::set_setting("analysis-bar", on);
    refresh(page)
}

/// The "Hints against the computer" setting changed.
pub(super) fn set_against_computer(page: &mut Page, on: bool) -> Result<(), JsValue> {
    page.analysis.against_computer = on;
    storage::set_setting("hints-vs-computer", on);
    refresh(page)
}

/// After every change of the page: asks for the shown position's analysis if the bar or a hint
/// wants it (a question about another position is dropped), and shows what is known.
pub(super) fn refresh(page: &mut Page) -> Result<(), JsValue> {
    let shown = page.session.shown();
    let text = shown.to_string();
    // A guided game hints at each of the person's decisions by itself.
    if super::guide::wants_hint(page) {
        page.analysis.hint_for = Some(text.clone());
    }
    let hinting = page.analysis.hint_for.as_deref() == Some(text.as_str());
    if !hinting {
        page.analysis.hint_for = None;
    }
    let wanted = (page.analysis.bar || hinting) && hints_allowed(page);
    let known = page
        .analysis
        .known
        .as_ref()
        .is_some_and(|(k, _)| *k == text);
    if wanted && !known {
        page.analysis.failed = None;
        // A guided game asks for the guide's notes too, about the whole record.
        let what = match page.guide {
            Some(_) => format!("guide {SEED} {}", page.session.record()),
            None => format!("hint {SEED} {text}"),
        };
        page.analysis
            .position
            .ask(&text, &what, start_position_worker);
    } else if !wanted || known {
        page.analysis.position.stop();
    }
    review::refresh(page)?;
    update(page)
}

/// Shows the hint, the bar and the settings as they stand.
fn update(page: &Page) -> Result<(), JsValue> {
    let shown = page.session.shown();
    let text = shown.to_string();
    let allowed = hints_allowed(page);
    let known = page
        .analysis
        .known
        .as_ref()
        .filter(|(k, _)| *k == text)
        .map(|(_, a)| a);
    let hint_button: HtmlButtonElement = dom::by_id("hint")?;
    hint_button.set_hidden(!allowed);
    // Nothing to hint once the game shown is over (issue 37).
    hint_button.set_disabled(shown.to_act() == ToAct::Over);
    // The switch on in a game against the computer says in place why no bar shows, as H says
    // why it gives no hint (issue 37: it showed checked and did nothing).
    dom::by_id::<HtmlElement>("analysis-off")?.set_hidden(!page.analysis.bar || allowed);
    let hint_line: Element = dom::by_id("hint-text")?;
    let hint = match (&page.analysis.hint_for, known) {
        (None, _) => String::new(),
        (Some(_), None) => page.analysis.failed.as_ref().map_or_else(
            || t("analysis-hint-working"),
            |why| tr("analysis-failed", &[("why", why.into())]),
        ),
        (Some(_), Some(analysis)) => {
            // With its reason, in a guided game.
            let why = crate::app::guide::said(&shown, &page.analysis.notes).why;
            match why {
                Some(why) => format!("{} {why}", hint_words(&shown, analysis)),
                None => hint_words(&shown, analysis),
            }
        }
    };
    dom::set_text(&hint_line, &hint);
    dom::by_id::<HtmlInputElement>("analysis-switch")?.set_checked(page.analysis.bar);
    dom::by_id::<HtmlInputElement>("hints-vs-computer")?
        .set_checked(page.analysis.against_computer);
    bar(
        &shown,
        page.analysis.bar && allowed,
        known.map(|a| &a.chances),
    )
}

/// The hint in words: the best action and the mover's win chance with it.
pub(super) fn hint_words(game: &AnyGame, analysis: &PositionAnalysis) -> String {
    match &analysis.turn {
        Turn::Decision { seat, best, .. } => tr(
            "analysis-hint",
            &[
                ("move", action_words(game, *best).into()),
                ("seat", seat_words(game, *seat).into()),
                (
                    "chance",
                    percent(
                        analysis
                            .action_chance(*best)
                            .unwrap_or(analysis.chances[seat.index()]),
                    )
                    .into(),
                ),
            ],
        ),
        Turn::Throw { seat, .. } => tr(
            "analysis-hint-throw",
            &[
                ("seat", seat_words(game, *seat).into()),
                ("chance", percent(analysis.chances[seat.index()]).into()),
            ],
        ),
        Turn::Over => t("analysis-hint-over"),
    }
}

/// The win-chance bar: one segment per seat, as wide as its chance, in the seat's colour.
fn bar(game: &AnyGame, on: bool, chances: Option<&Chances>) -> Result<(), JsValue> {
    let bar: HtmlElement = dom::by_id("chance-bar")?;
    bar.set_hidden(!on);
    if !on {
        return Ok(());
    }
    let segments: Element = dom::by_id("chance-segments")?;
    dom::clear(&segments);
    let words = match chances {
        Some(chances) => {
            for &seat in game.seats() {
                let part =
                    dom::append(&segments, "span", &format!("seat-{}", seat_class(seat)), "")?;
                // Per ten thousand: no float formatting on the page.
                let basis = chances[seat.index()] / 100;
                part.style().set_property("flex-grow", &basis.to_string())?;
                part.set_attribute("data-chance", &chances[seat.index()].to_string())?;
            }
            // Which position the figures are for (the browser tests read it).
            segments.set_attribute("data-for", &game.to_string())?;
            tr(
                "analysis-bar",
                &[("chances", chances_words(game, chances).into())],
            )
        }
        None => {
            segments.remove_attribute("data-for")?;
            t("analysis-bar-working")
        }
    };
    dom::set_text(&dom::by_id::<Element>("chance-text")?, &words);
    Ok(())
}

/// A seat's CSS class suffix (its colour).
pub(super) fn seat_class(seat: crate::core::Seat) -> &'static str {
    match seat {
        crate::core::Seat::South => "south",
        crate::core::Seat::West => "west",
        crate::core::Seat::North => "north",
        crate::core::Seat::East => "east",
    }
}

/// Whether the position analysis is working (for `quintetTest`).
pub(super) fn busy(page: &Page) -> bool {
    page.analysis.position.busy()
}
