//! The game review on the page: the Review button of a finished game (and `?review=1` links,
//! which open straight into it) asks the worker to review the whole record, with a progress bar
//! while it works; then the chart of win chance over the game, whose points are buttons that
//! show their position, the labels and luck in the move list, each player's figures and the
//! verdict, and the key moments, each showing the position with the better move as an arrow. The
//! words and figures are [`crate::app::review::ReviewView`]'s.

use super::analysis::{seat_class, Channel};
use super::dom;
use super::page::Page;
use super::spawn::Running;
use crate::ai::analysis::{Review, CERTAIN};
use crate::ai::job::analysis::AnalysisReply;
use crate::ai::job::wire::parse_review;
use crate::app::review::{Mark, ReviewView};
use crate::core::{ActionSpots, Game, Hue, ToAct};
use crate::games::{AnyAction, AnyGame};
use crate::i18n::{t, tr};
use crate::render::Overlay;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};

/// The seed of reviews (as `quintet review`'s default).
const SEED: u64 = 1;

/// The chart's drawing size (SVG units; it scales to the panel's width).
const WIDTH: u32 = 600;
const HEIGHT: u32 = 200;

/// The review, when open.
#[derive(Default)]
pub(super) struct ReviewPane {
    channel: Channel,
    /// The record under review (its text), while the review is open.
    record: Option<String>,
    /// Positions done and in all, while it works.
    progress: (u32, u32),
    /// The finished review, and the view made of it in the language it names.
    review: Option<Review>,
    view: Option<ReviewView>,
    language: &'static str,
    /// A better move to show: the position (tokens played) and the action.
    better: Option<(usize, AnyAction)>,
    /// Why it failed, if it did.
    failed: Option<String>,
}

impl ReviewPane {
    /// Whether the review is open (working, done or failed).
    pub(super) fn is_open(&self) -> bool {
        self.record.is_some()
    }
}

/// Whether the game shown has ended (its review can be asked for).
fn finished(page: &Page) -> bool {
    page.session.game().to_act() == ToAct::Over || page.session.resigned().is_some()
}

/// The Review button, and `?review=1`: reviews the whole record.
pub(super) fn open(page: &mut Page) -> Result<(), JsValue> {
    let record = page.session.record_text();
    let pane = &mut page.analysis.review;
    if pane.record.as_deref() != Some(record.as_str()) {
        *pane = ReviewPane {
            channel: std::mem::take(&mut pane.channel),
            record: Some(record.clone()),
            ..ReviewPane::default()
        };
        pane.channel
            .ask(&record, &format!("review {SEED} {record}"), start_worker);
    }
    show(page)?;
    page.write_address()?;
    dom::by_id::<HtmlElement>("review")?.scroll_into_view();
    // Beside the board the panel widens for the chart: the board's box changed.
    page.draw()
}

/// The Close button: closes the review and shows the game as it stands, whichever of its
/// positions the review showed last (issue 37).
pub(super) fn close(page: &mut Page) -> Result<(), JsValue> {
    stop(page);
    page.view(None)
}

/// Stops the review if it was working and forgets it.
fn stop(page: &mut Page) {
    page.analysis.review.channel.stop();
    page.analysis.review = ReviewPane {
        channel: std::mem::take(&mut page.analysis.review.channel),
        ..ReviewPane::default()
    };
}

/// A chart point: shows the position after `index` tokens, with the better move there.
pub(super) fn jump(page: &mut Page, index: usize) -> Result<(), JsValue> {
    let best = page
        .analysis
        .review
        .view
        .as_ref()
        .and_then(|v| v.points.get(index))
        .and_then(|_| better_at(page, index));
    page.analysis.review.better = best.map(|b| (index, b));
    let len = page.session.record().tokens().len();
    page.view((index < len).then_some(index))
}

/// A key moment: shows the position before its move, with the better move as an arrow.
pub(super) fn moment(page: &mut Page, n: usize) -> Result<(), JsValue> {
    let Some(key) = page
        .analysis
        .review
        .view
        .as_ref()
        .and_then(|v| v.key.get(n))
    else {
        return Ok(());
    };
    let (index, best) = (key.index, key.best);
    page.analysis.review.better = Some((index, best));
    page.view(Some(index))
}

/// The better action at the position after `index` tokens, if a decision was labelled there.
fn better_at(page: &Page, index: usize) -> Option<AnyAction> {
    let view = page.analysis.review.view.as_ref()?;
    view.key.iter().find(|k| k.index == index).map(|k| k.best)
}

/// The better move on the board while its position is shown: an arrow from where it starts to
/// where it goes (issue 54), or a mark where it has one place only (a placement).
pub(super) fn better(page: &Page, overlay: &mut Overlay) {
    let Some((index, best)) = page.analysis.review.better else {
        return;
    };
    let len = page.session.record().tokens().len();
    if page.session.viewing().unwrap_or(len) != index {
        return;
    }
    match page.session.shown().action_spots(best) {
        ActionSpots {
            from: Some(from),
            to: Some(to),
        } => overlay.arrows.push((Hue::Green, from, to)),
        spots => overlay.marks.extend(spots.from.into_iter().chain(spots.to)),
    }
}

fn start_worker() -> Result<Running, JsValue> {
    Running::start(on_text, |page, error| {
        web_sys::console::warn_1(error);
        if page.analysis.review.channel.failed().is_some() {
            page.analysis.review.failed = Some(t("worker-failed"));
        }
        show(page)
    })
}

fn on_text(page: &mut Page, text: String) -> Result<(), JsValue> {
    let Some((key, reply)) = page.analysis.review.channel.take(&text) else {
        return Ok(());
    };
    // A review of another record was closed when the record changed (`refresh`).
    let record = page.session.record();
    let pane = &mut page.analysis.review;
    if pane.record.as_deref() != Some(key.as_str()) {
        return Ok(());
    }
    match reply {
        AnalysisReply::Progress { done, total, .. } => pane.progress = (done, total),
        AnalysisReply::Review(_, payload) => match parse_review(&payload, record) {
            Ok(review) => {
                pane.view = Some(ReviewView::new(record, &review));
                pane.review = Some(review);
                pane.language = crate::i18n::language();
            }
            Err(why) => pane.failed = Some(why),
        },
        AnalysisReply::Failed(_, why) => pane.failed = Some(why),
        AnalysisReply::Hint(..) => {}
    }
    show(page)
}

/// After every change of the page: a review of another record closes; one made in another
/// language is worded again; the move list gets the review's marks; the Review button shows for
/// a finished game.
pub(super) fn refresh(page: &mut Page) -> Result<(), JsValue> {
    let record = page.session.record_text();
    if page
        .analysis
        .review
        .record
        .as_ref()
        .is_some_and(|r| *r != record)
    {
        stop(page);
        show(page)?;
        page.write_address()?;
        return page.draw();
    }
    let language = crate::i18n::language();
    let pane = &mut page.analysis.review;
    if let (Some(review), true) = (&pane.review, pane.language != language) {
        pane.view = Some(ReviewView::new(page.session.record(), review));
        pane.language = language;
        dom::by_id::<Element>("review-results")?.remove_attribute("data-record")?;
    }
    show(page)
}

/// Shows the review's state: the button, the section, the progress, the results.
fn show(page: &Page) -> Result<(), JsValue> {
    let pane = &page.analysis.review;
    let open = pane.is_open();
    dom::by_id::<HtmlElement>("review-open")?.set_hidden(!finished(page) || open);
    let section: HtmlElement = dom::by_id("review")?;
    section.set_hidden(!open);
    let moves: Element = dom::by_id("moves")?;
    mark_moves(&moves, pane.view.as_ref().filter(|_| open))?;
    if !open {
        return Ok(());
    }
    // Its words may have come after the page's static texts were worded.
    super::l10n::apply_within(&section)?;
    let progress: HtmlElement = dom::by_id("review-progress")?;
    let working = pane.view.is_none() && pane.failed.is_none();
    progress.set_hidden(!working);
    let (done, total) = pane.progress;
    progress.set_attribute("max", &total.max(1).to_string())?;
    progress.set_attribute("value", &done.to_string())?;
    let status = match (&pane.failed, &pane.view) {
        (Some(why), _) => tr("review-failed", &[("why", why.into())]),
        (None, Some(view)) => view.source(),
        (None, None) => tr(
            "review-progress",
            &[("done", done.into()), ("total", total.into())],
        ),
    };
    dom::set_text(&dom::by_id::<Element>("review-status")?, &status);
    let results: HtmlElement = dom::by_id("review-results")?;
    results.set_hidden(pane.view.is_none());
    if let Some(view) = &pane.view {
        let drawn = results.get_attribute("data-record");
        if drawn.as_deref() != pane.record.as_deref() {
            results.set_attribute("data-record", pane.record.as_deref().unwrap_or(""))?;
            draw(page.session.game(), view)?;
        }
        // The shown position's point is marked.
        let len = page.session.record().tokens().len();
        let shown = page.session.viewing().unwrap_or(len);
        let chart: Element = dom::by_id("review-points")?;
        if let Some(old) = chart.query_selector("[aria-current]")? {
            old.remove_attribute("aria-current")?;
        }
        if let Some(current) = chart.query_selector(&format!("[data-view=\"{shown}\"]"))? {
            current.set_attribute("aria-current", "step")?;
        }
    } else {
        results.remove_attribute("data-record")?;
    }
    Ok(())
}

/// Draws the finished review: chart, figures, verdict and key moments.
fn draw(game: &AnyGame, view: &ReviewView) -> Result<(), JsValue> {
    let document = dom::document()?;
    let svg: Element = dom::by_id("review-lines")?;
    dom::clear(&svg);
    let last = view.points.len().saturating_sub(1).max(1) as u64;
    let x = |i: usize| i as u64 * u64::from(WIDTH) / last;
    let y = |chance: u32| {
        u64::from(HEIGHT) - u64::from(chance) * u64::from(HEIGHT) / u64::from(CERTAIN)
    };
    // The axis: 0, 50 and 100% up the side, with even chances (the middle of a two-player game)
    // marked across; the turns along the bottom, where the move list's numbers change.
    let labels: Element = dom::by_id("review-y")?;
    dom::clear(&labels);
    for value in ["100", "50", "0"] {
        dom::append(
            &labels,
            "span",
            "",
            &tr("analysis-percent", &[("value", value.into())]),
        )?;
    }
    let middle = document.create_element_ns(Some(SVG), "line")?;
    for (name, value) in [
        ("x1", 0),
        ("x2", u64::from(WIDTH)),
        ("y1", y(CERTAIN / 2)),
        ("y2", y(CERTAIN / 2)),
    ] {
        middle.set_attribute(name, &value.to_string())?;
    }
    // An SVG attribute, not CSS: the chart is stretched to its box, its strokes must not be, and
    // the Nu checker's CSS validator does not know vector-effect as a property.
    middle.set_attribute("vector-effect", "non-scaling-stroke")?;
    svg.append_child(&middle)?;
    let turns: Element = dom::by_id("review-turns")?;
    dom::clear(&turns);
    for (index, turn) in view.turn_ticks() {
        let tick = dom::append(&turns, "span", "", &turn.to_string())?;
        let left = x(index) * 10_000 / u64::from(WIDTH);
        tick.dyn_into::<HtmlElement>()?
            .style()
            .set_property("left", &format!("{}%", per_cent(left)))?;
    }
    // Each seat's line in its colour, over a halo that keeps crossing lines (and Senet's white)
    // apart; the legend names the colours.
    let legend: Element = dom::by_id("review-legend")?;
    dom::clear(&legend);
    for &seat in game.seats() {
        let class = format!("seat-{}", seat_class(seat));
        let item = dom::append(&legend, "li", "", "")?;
        dom::append(&item, "span", &format!("chip {class}"), "")?;
        dom::append(&item, "span", "", &crate::app::a11y::seat(game, seat))?;
        let points: Vec<String> = view
            .points
            .iter()
            .map(|p| format!("{},{}", x(p.index), y(p.chances[seat.index()])))
            .collect();
        for class in [format!("halo {class}"), class] {
            let line = document.create_element_ns(Some(SVG), "polyline")?;
            line.set_attribute("points", &points.join(" "))?;
            line.set_attribute("class", &class)?;
            line.set_attribute("vector-effect", "non-scaling-stroke")?;
            svg.append_child(&line)?;
        }
    }
    // The points: buttons over the chart, placed in per ten thousand of its size.
    let buttons: Element = dom::by_id("review-points")?;
    dom::clear(&buttons);
    for point in &view.points {
        let class = match point.label {
            Some(label) if label >= crate::ai::analysis::bookkeeping::Label::Mistake => {
                format!("seat-{} flagged", seat_class(point.seat))
            }
            _ => format!("seat-{}", seat_class(point.seat)),
        };
        let left = x(point.index) * 10_000 / u64::from(WIDTH);
        // The right half's names open leftwards, inside the chart (the style sheet).
        let class = if left > 5_000 { class + " end" } else { class };
        let button = dom::append(&buttons, "button", &class, "")?;
        button.set_attribute("type", "button")?;
        button.set_attribute("data-view", &point.index.to_string())?;
        // Its name shows beside it on hover and focus (the style sheet), and is read out.
        button.set_attribute("aria-label", &point.name)?;
        let top = y(point.chances[point.seat.index()]) * 10_000 / u64::from(HEIGHT);
        // Through the style object: the page's content security policy refuses style attributes.
        let style = button.style();
        style.set_property("left", &format!("{}%", per_cent(left)))?;
        style.set_property("top", &format!("{}%", per_cent(top)))?;
    }
    dom::set_text(&dom::by_id::<Element>("review-verdict")?, &view.verdict);
    let seats: Element = dom::by_id("review-seats")?;
    dom::clear(&seats);
    for line in &view.seats {
        dom::append(&seats, "li", "", line)?;
    }
    let moments: Element = dom::by_id("review-moments")?;
    dom::clear(&moments);
    for (n, key) in view.key.iter().enumerate() {
        let item = dom::append(&moments, "li", "", "")?;
        let button = dom::append(&item, "button", "", &key.text)?;
        button.set_attribute("type", "button")?;
        button.set_attribute("data-moment", &n.to_string())?;
    }
    dom::by_id::<HtmlElement>("review-no-moments")?.set_hidden(!view.key.is_empty());
    Ok(())
}

const SVG: &str = "http://www.w3.org/2000/svg";

/// Per ten thousand as a percentage with two decimals, without float formatting.
fn per_cent(value: u64) -> String {
    format!("{}.{:02}", value / 100, value % 100)
}

/// The move list's marks: a decision's label (`??`) and a throw's luck (`+3.1`), and their words
/// for a screen reader; none without a review.
fn mark_moves(moves: &Element, view: Option<&ReviewView>) -> Result<(), JsValue> {
    // Without a review, only the marked buttons (each keeps its name aside) have anything to
    // undo: visiting every button, one per token, cost a long Žanstrekt game thousands of calls
    // after every move.
    let buttons = moves.query_selector_all(if view.is_some() {
        "button"
    } else {
        "button[data-name]"
    })?;
    for i in 0..buttons.length() {
        let Some(button) = buttons.item(i).and_then(|b| b.dyn_into::<Element>().ok()) else {
            continue;
        };
        match view
            .and_then(|v| v.marks.get(i as usize))
            .and_then(Option::as_ref)
        {
            Some(Mark { text, words, kind }) => {
                button.set_attribute("data-mark", text)?;
                button.set_attribute("data-kind", kind.name())?;
                // The entry's own name in words (moves_list.rs, issue 21) is kept aside, so the
                // mark adds to it and leaving the review gives it back.
                let base = match button.get_attribute("data-name") {
                    Some(name) => name,
                    None => {
                        let name = button
                            .get_attribute("aria-label")
                            .or_else(|| button.text_content())
                            .unwrap_or_default();
                        button.set_attribute("data-name", &name)?;
                        name
                    }
                };
                button.set_attribute("aria-label", &format!("{base}, {words}"))?;
            }
            None => {
                button.remove_attribute("data-mark")?;
                button.remove_attribute("data-kind")?;
                if let Some(name) = button.get_attribute("data-name") {
                    button.set_attribute("aria-label", &name)?;
                    button.remove_attribute("data-name")?;
                }
            }
        }
    }
    Ok(())
}
