//! The remote game's part of the panel, built once by the variant (the page's HTML has none of
//! it) and brought up to date after every refresh: the side this device plays, what it is to do
//! (accept, play, send, wait), the link to send with Share, Copy and a QR code, and Resign.

use super::live::{self, Status};
use super::{flow, qr, with_remote, Mode};
use crate::app::remote_words::word;
use crate::app::text::{game_name, seat_name};
use crate::core::Game;
use crate::i18n::tr;
use crate::remote::link::RANDOM;
use crate::remote::{owner, Refusal, Standing};
use crate::web::dom;
use crate::web::page::{with_page, Page};
use gloo::events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement, HtmlInputElement};

/// What a panel's button does to the page.
type Action = fn(&mut Page) -> Result<(), JsValue>;

/// What the panel shows.
#[derive(Default)]
struct View {
    /// The side this device plays, or that it is drawn later.
    side: String,
    /// What to do now.
    text: String,
    /// The main button's words (Accept, Send your move), if it is offered.
    act: Option<String>,
    /// The link to send, if there is one.
    link: Option<String>,
    /// Whether Resign is offered, and pressed once already.
    resign: Option<bool>,
    /// Whether the waiting throw's way out is offered (throw with the link's values).
    by_link: bool,
    /// Whether the QR code is shown.
    qr: bool,
    /// Whether the sides are offered to choose from (a new game).
    choose: bool,
    /// What the relay's indicator says, where the game is followed live.
    live: Option<Status>,
    /// Whether Continue in another browser is offered.
    hand_over: bool,
    /// The private link to another browser of this person, once the game was handed over.
    private: Option<String>,
    /// Whether the page's status line is put away: before the game starts, where this device
    /// cannot act, it would name a side "to throw" with Throw off.
    quiet: bool,
    /// What the friend played in the message just received, in words.
    news: Option<String>,
}

/// What the panel shows for the page's remote game.
fn view(page: &Page) -> View {
    let record = page.session.record();
    let link = flow::link_to_send().ok().flatten();
    let status = live::status();
    let is_live = status == Some(Status::Live);
    let acts = super::may_act(page);
    with_remote(|r| {
        let mut view = View {
            qr: r.qr,
            live: status,
            quiet: r.mode != Mode::Watching && !acts,
            ..View::default()
        };
        if r.mode == Mode::Choosing {
            // The explanation first, in plain text; "Your side:" right above the choices.
            let seats = page.session.game().seats().len();
            view.side = if group_shown(page) {
                tr("remote-choose-group", &[("others", (seats - 1).into())])
            } else {
                word("remote-choose")
            };
            view.text = word("remote-your-side");
            view.choose = true;
            return view;
        }
        let Some(device) = r.device.as_ref().filter(|_| r.mode != Mode::Watching) else {
            // Played among the others; perhaps this person's own game, kept in another browser.
            let others = page.session.game().seats().len();
            view.text = tr("remote-watching-among", &[("players", others.into())]);
            return view;
        };
        let game = device.chain().record().start();
        let group = device.chain().persons() > 2;
        // Before the message that starts the game is in, nobody plays yet.
        view.quiet &= device.chain().messages().len() <= device.chain().start_number() as usize;
        view.news = r
            .news
            .and_then(|from| super::flow::news(device.chain(), from));
        if device.full() {
            view.text = tr(
                "remote-group-full",
                &[("players", device.chain().persons().into())],
            );
            return view;
        }
        view.side = match device.seat() {
            Some(seat) => tr("remote-you-play", &[("seat", seat_name(game, seat).into())]),
            None => word("remote-sides-later"),
        };
        if r.moved {
            view.text = word("remote-moved");
            view.private = super::handover::link_of(device);
            return view;
        }
        // This person's part of the game can go to another browser of theirs.
        view.hand_over = device.joined() && !device.chain().over() && r.mode == Mode::Playing;
        if let Some((dispute, _)) = &r.dispute {
            // The copies part: where, what each holds, and the way back.
            let way = if dispute.mine {
                "remote-dispute-mine"
            } else if dispute.takes {
                "remote-dispute-theirs"
            } else {
                "remote-dispute-ask"
            };
            view.text = format!(
                "{} {}",
                tr(
                    "remote-dispute",
                    &[
                        ("token", dispute.token.into()),
                        ("theirs", dispute.theirs.join(", ").into()),
                        ("ours", dispute.ours.join(", ").into()),
                    ],
                ),
                word(way)
            );
            if dispute.takes {
                view.act = Some(word("remote-dispute-take"));
            } else if dispute.mine {
                let address = super::page_address().unwrap_or_default();
                view.link = device
                    .message_link(dispute.number)
                    .map(|l| l.to_url(&address));
            }
            return view;
        }
        let ready = device.ready(record);
        let moved = record.tokens().len() > device.chain().record().tokens().len();
        if r.mode == Mode::Invited && group {
            view.text = format!(
                "{} {}",
                joined_so_far(device),
                word("remote-accept-note-group")
            );
            if ready.is_ok() {
                view.act = Some(word("remote-accept"));
            }
            return view;
        }
        if r.mode == Mode::Invited {
            let name = game_name(game.id());
            view.text = match device.seat() {
                Some(seat) => tr(
                    "remote-invited",
                    &[
                        ("game", name.into()),
                        ("seat", seat_name(game, seat).into()),
                    ],
                ),
                None => tr("remote-invited-random", &[("game", name.into())]),
            };
            let first = device.plays_next(device.chain().record()) || moved;
            let note = word(if first {
                "remote-first-move"
            } else {
                "remote-accept-note"
            });
            view.text = format!("{} {note}", view.text);
            if ready.is_ok() {
                view.act = Some(word(if moved {
                    "remote-send-accept"
                } else {
                    "remote-accept"
                }));
            }
            return view;
        }
        let chain = device.chain();
        if chain.over() {
            view.text = match device.standing() {
                Some(Standing::Lost { resigned: true }) => word("remote-you-resigned"),
                Some(Standing::Ended) => {
                    let seat = chain.resigned().and_then(|p| chain.seat_of(p));
                    tr(
                        "remote-group-resigned",
                        &[(
                            "seat",
                            seat.map_or_else(String::new, |s| seat_name(game, s)).into(),
                        )],
                    )
                }
                Some(Standing::Won { resigned: true }) => word("remote-they-resigned"),
                _ => String::new(),
            };
            // The message that ended the game is still to be sent if it was this device's.
            let last = chain.messages().last().map(|m| m.person());
            if last == Some(device.person()) {
                view.link = link;
            }
        } else if device.gathering() && !device.my_turn() {
            // Version 2: the acceptances go to the inviter, whose device starts the game.
            let waits = if device.person() == crate::remote::Person::Inviter {
                "remote-group-gathering"
            } else {
                "remote-group-accepted"
            };
            view.text = format!("{} {}", joined_so_far(device), word(waits));
            view.link = link;
        } else if device.my_turn() && live::waiting().is_some() {
            view.by_link = live::way_out();
            view.text = word(if view.by_link {
                "remote-live-overdue"
            } else if live::waits_for_relay() {
                "remote-live-relay-wait"
            } else {
                "remote-live-throwing"
            });
        } else if device.my_turn() {
            match ready {
                Ok(()) => {
                    // In a game for more, the inviter's first message starts the game, with a
                    // move only where its seat moves first.
                    let starts = chain.next_number() == chain.start_number()
                        && record.tokens().len() == chain.record().tokens().len();
                    view.text = word(match (group, starts) {
                        (true, true) => "remote-group-start",
                        (true, false) => "remote-group-turn-ready",
                        // Message 2 without tokens: the friend moves first.
                        (false, true) => "remote-start-ready",
                        (false, false) => "remote-turn-ready",
                    });
                    view.act = Some(word(if starts {
                        "remote-start"
                    } else {
                        "remote-send"
                    }));
                }
                Err(Refusal::Unfinished) | Err(_) => view.text = word("remote-your-turn"),
            }
        } else if group && chain.next_number() < chain.start_number() {
            view.text = joined_so_far(device);
            view.link = link;
        } else if group {
            // Whose move it is: the seat the record's next token belongs to.
            let seat =
                owner(chain.record().position()).map_or_else(String::new, |s| seat_name(game, s));
            let key = if is_live {
                "remote-group-live-waiting"
            } else {
                "remote-group-waiting"
            };
            view.text = tr(key, &[("seat", seat.into())]);
            view.link = link;
        } else {
            view.text = word(if chain.messages().len() == 1 {
                "remote-invite-made"
            } else if is_live {
                "remote-live-waiting"
            } else {
                "remote-waiting"
            });
            view.link = link;
        }
        // In a game for more than two, a resignation goes in its sender's turn (it could
        // otherwise cross another's move).
        let started = chain.next_number() >= chain.start_number();
        if !chain.over() && started && (!group || device.my_turn()) {
            view.resign = Some(r.resign_armed);
        }
        // Live, the others' devices have every message already: the link is for when the relay
        // is away (the invitation is always sent by hand: it tells the friends the game, and in
        // a game for more it is shown until everyone has joined).
        if is_live && started {
            view.link = None;
        }
        view
    })
    .unwrap_or_default()
}

/// Who has joined a game for more than two so far, in a sentence.
fn joined_so_far(device: &crate::remote::Device<crate::games::AnyGame>) -> String {
    let chain = device.chain();
    let game = chain.record().start();
    tr(
        "remote-group-joining",
        &[
            ("game", game_name(game.id()).into()),
            ("players", chain.persons().into()),
            ("joined", device.in_so_far().into()),
        ],
    )
}

/// Brings the panel up to the page's remote game.
pub(super) fn render(page: &Page) -> Result<(), JsValue> {
    let view = view(page);
    let section = section()?;
    section.set_hidden(false);
    for (id, text) in [
        (
            "remote-title",
            word(pick(page, "remote-title", "remote-title-group")),
        ),
        ("remote-side", view.side.clone()),
        ("remote-news", view.news.clone().unwrap_or_default()),
        ("remote-text", view.text.clone()),
        (
            "remote-send-note",
            word(pick(page, "remote-send-note", "remote-send-note-group")),
        ),
        ("remote-share", word("remote-share")),
        ("remote-copy", word("remote-copy")),
        ("remote-qr", word("remote-qr")),
        ("remote-act", view.act.clone().unwrap_or_default()),
        ("remote-by-link", word("remote-live-by-link")),
        ("remote-continue", word("remote-continue")),
        ("remote-private-note", word("remote-continue-note")),
        ("remote-private-copy", word("remote-copy")),
        ("remote-result-send", view.act.clone().unwrap_or_default()),
        (
            "remote-resign",
            word(if view.resign == Some(true) {
                "remote-resign-sure"
            } else {
                "remote-resign"
            }),
        ),
    ] {
        dom::set_text(&dom::by_id::<Element>(id)?, &text);
    }
    // The game over on the board, its last move not sent yet: Send is in the result panel too,
    // so that a winner does not leave without sending it.
    let over = page.session.result().is_some();
    for (id, hidden) in [
        ("remote-news", view.news.is_none()),
        ("status", view.quiet),
        ("remote-act", view.act.is_none()),
        ("remote-by-link", !view.by_link),
        ("remote-result-send", view.act.is_none() || !over),
        ("remote-resign", view.resign.is_none()),
        ("remote-send-box", view.link.is_none()),
        ("remote-qr-box", view.link.is_none() || !view.qr),
        ("rematch", true),
        ("remote-continue", !view.hand_over),
        ("remote-private-box", view.private.is_none()),
    ] {
        dom::by_id::<HtmlElement>(id)?.set_hidden(hidden);
    }
    indicator(view.live)?;
    let private: HtmlInputElement = dom::by_id("remote-private")?;
    let text = view.private.unwrap_or_default();
    if private.value() != text {
        private.set_value(&text);
        let qr_box: Element = dom::by_id("remote-private-qr")?;
        dom::clear(&qr_box);
        // A QR code while the game is short enough for one (a long game's memory is not).
        if let Some(svg) = qr::svg(&text, &word("remote-continue"))?.filter(|_| !text.is_empty()) {
            qr_box.append_child(&svg)?;
        }
    }
    sides(page, view.choose)?;
    analysis_note("remote-analysis-off")?;
    let field: HtmlInputElement = dom::by_id("remote-link")?;
    let link = view.link.unwrap_or_default();
    if field.value() != link {
        field.set_value(&link);
        dom::set_text(&dom::by_id::<Element>("remote-said")?, "");
        let qr_box: Element = dom::by_id("remote-qr-box")?;
        dom::clear(&qr_box);
        if !link.is_empty() {
            match qr::svg(&link, &word("remote-qr-label"))? {
                Some(svg) => {
                    qr_box.append_child(&svg)?;
                }
                None => dom::by_id::<HtmlElement>("remote-qr")?.set_hidden(true),
            }
        }
    }
    Ok(())
}

/// Whether the page shows a game for more than two (Arcēs for three or four).
fn group_shown(page: &Page) -> bool {
    page.session.game().seats().len() > 2
}

/// The words `two` for a friend, or `group` for friends in a game for more than two.
fn pick(page: &Page, two: &'static str, group: &'static str) -> &'static str {
    if group_shown(page) {
        group
    } else {
        two
    }
}

/// The relay's indicator: Live, Reconnecting… (through another relay of the list, where the one
/// before failed) or Offline (send the link instead); hidden where the game is not followed
/// live.
fn indicator(status: Option<Status>) -> Result<(), JsValue> {
    let element: HtmlElement = dom::by_id("remote-live")?;
    element.set_hidden(status.is_none());
    let Some(status) = status else {
        return Ok(());
    };
    element.set_attribute("data-live", status.name())?;
    let key = match status {
        Status::Live => "remote-live",
        Status::Reconnecting { another: false } => "remote-live-reconnecting",
        Status::Reconnecting { another: true } => "remote-live-another",
        Status::Offline => "remote-live-offline",
    };
    let text = word(key);
    if element.text_content().as_deref() != Some(text.as_str()) {
        dom::set_text(&element, &text);
    }
    Ok(())
}

/// The sides of a new game to choose from, and Random, as buttons; none once chosen.
fn sides(page: &Page, choose: bool) -> Result<(), JsValue> {
    let sides: Element = dom::by_id("remote-sides")?;
    dom::clear(&sides);
    if !choose {
        return Ok(());
    }
    let game = page.session.game();
    let mut choices: Vec<(String, String)> = game
        .seats()
        .iter()
        .map(|&s| (game.seat_name(s).to_ascii_lowercase(), seat_name(game, s)))
        .collect();
    choices.push((RANDOM.to_string(), word("remote-side-random")));
    for (value, label) in choices {
        let button = dom::append(&sides, "button", "", &label)?;
        button.set_attribute("type", "button")?;
        button.set_attribute("data-side", &value)?;
    }
    Ok(())
}

/// A click among the sides: makes the invite.
fn side_chosen(target: &Element) {
    let Some(side) = target.get_attribute("data-side") else {
        return;
    };
    let game = with_remote(|r| r.key.clone()).unwrap_or_default();
    with_page(|page| {
        super::arrival::new_game(page, &game, &side, 2);
        page.refresh()
    });
}

/// Hides the panel (the page shows another game).
pub(super) fn hide() -> Result<(), JsValue> {
    if let Ok(section) = dom::by_id::<HtmlElement>("remote") {
        section.set_hidden(true);
        dom::by_id::<HtmlElement>("rematch")?.set_hidden(false);
        dom::by_id::<HtmlElement>("status")?.set_hidden(false);
        dom::by_id::<HtmlElement>("remote-result-send")?.set_hidden(true);
        analysis_note("analysis-bar-computer-off")?;
    }
    Ok(())
}

/// Puts the message `key` in the note that says why the Analysis switch shows no win chances
/// (the page's own speaks of games against the computer), where a change of language keeps it.
fn analysis_note(key: &str) -> Result<(), JsValue> {
    let note: Element = dom::by_id("analysis-off")?;
    if note.get_attribute("data-l10n").as_deref() != Some(key) {
        note.set_attribute("data-l10n", key)?;
        dom::set_text(&note, &crate::i18n::t(key));
    }
    Ok(())
}

/// Says `words` beside the link (Copy and Share).
pub(super) fn say(words: &str) -> Result<(), JsValue> {
    dom::set_text(&dom::by_id::<Element>("remote-said")?, words);
    Ok(())
}

/// The panel's section, built and wired the first time.
fn section() -> Result<HtmlElement, JsValue> {
    if let Ok(section) = dom::by_id::<HtmlElement>("remote") {
        return Ok(section);
    }
    let section = dom::element("section", "remote", "")?;
    section.set_id("remote");
    section.set_attribute("aria-labelledby", "remote-title")?;
    let part = |parent: &Element, tag: &str, class: &str, id: &str| -> Result<Element, JsValue> {
        let el = dom::append(parent, tag, class, "")?;
        el.set_id(id);
        Ok(el.into())
    };
    part(&section, "h3", "", "remote-title")?;
    let live = part(&section, "p", "live-status", "remote-live")?;
    live.set_attribute("role", "status")?;
    live.set_attribute("hidden", "")?;
    part(&section, "p", "", "remote-side")?;
    part(&section, "p", "", "remote-news")?;
    part(&section, "p", "status", "remote-text")?;
    let sides = part(&section, "div", "controls", "remote-sides")?;
    EventListener::new(&sides, "click", |event| {
        let target = event.target().and_then(|t| t.dyn_into::<Element>().ok());
        if let Some(target) = target {
            side_chosen(&target);
        }
    })
    .forget();
    let controls = dom::append(&section, "div", "controls", "")?;
    let buttons: [(&str, &str, Action); 4] = [
        ("remote-act", "primary", flow::send),
        ("remote-by-link", "primary", live::throw_by_link_pressed),
        ("remote-resign", "", flow::resign),
        ("remote-continue", "", super::handover::hand_over),
    ];
    for (id, class, action) in buttons {
        button(&controls, id, class, action)?;
    }
    // The result panel's Send, first among its buttons.
    let result = dom::document()?
        .query_selector("#result .card-actions")?
        .ok_or("no result panel")?;
    let first = result.first_element_child();
    button(&result, "remote-result-send", "primary", flow::send)?;
    if let (Some(first), Ok(send)) = (first, dom::by_id::<Element>("remote-result-send")) {
        first.before_with_node_1(&send)?;
    }
    let send = part(&section, "div", "", "remote-send-box")?;
    part(&send, "p", "muted", "remote-send-note")?;
    let field = part(&send, "input", "", "remote-link")?;
    field.set_attribute("readonly", "")?;
    field.set_attribute("type", "text")?;
    field.set_attribute("aria-labelledby", "remote-send-note")?;
    let links = dom::append(&send, "div", "controls", "")?;
    let buttons: [(&str, &str, Action); 3] = [
        ("remote-share", "primary", flow::share_link),
        ("remote-copy", "", flow::copy),
        ("remote-qr", "", flow::toggle_qr),
    ];
    for (id, class, action) in buttons {
        button(&links, id, class, action)?;
    }
    let said = part(&send, "p", "share-note", "remote-said")?;
    said.set_attribute("role", "status")?;
    part(&section, "div", "", "remote-qr-box")?;
    // The private link to this person's other browser: apart from the link to send, and said so.
    let private = part(&section, "div", "private-box", "remote-private-box")?;
    part(&private, "p", "share-note", "remote-private-note")?;
    let field = part(&private, "input", "", "remote-private")?;
    field.set_attribute("readonly", "")?;
    field.set_attribute("type", "text")?;
    field.set_attribute("aria-labelledby", "remote-private-note")?;
    let copy: [(&str, &str, Action); 1] = [("remote-private-copy", "", copy_private)];
    for (id, class, action) in copy {
        button(&private, id, class, action)?;
    }
    part(&private, "div", "", "remote-private-qr")?;
    // After the status line, where the eye is when it is this device's turn.
    let status: Element = dom::by_id("status")?;
    status.after_with_node_1(&section)?;
    Ok(section)
}

/// Copies the private link to this person's other browser.
fn copy_private(_: &mut Page) -> Result<(), JsValue> {
    if let Some(link) = super::handover::private_link() {
        crate::web::share::copy(&link);
    }
    Ok(())
}

/// A button that runs `action` on the page when clicked.
fn button(parent: &Element, id: &str, class: &str, action: Action) -> Result<(), JsValue> {
    let button = dom::append(parent, "button", class, "")?;
    button.set_id(id);
    button.set_attribute("type", "button")?;
    EventListener::new(&button, "click", move |_| with_page(action)).forget();
    Ok(())
}
