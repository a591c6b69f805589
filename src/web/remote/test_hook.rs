//! `window.quintetRemote`: the browser tests' hook into remote games. `state()` says what the
//! page shows; `open(url)` opens a link as arriving at it does (without loading the page again);
//! `play(seed)` plays this device's turn, every token the person could play now, with a policy
//! that ends games quickly (mostly the move the computer's evaluation likes best, sometimes a
//! random one, so that no game goes round in circles), then refreshes the page once; `send()`
//! and `resign()` press the panel's buttons. In a live game `state().live` is the indicator's
//! status, `state().relay` the address of the relay list in use (or being tried),
//! `state().waiting` the throw waiting for its fresh value and `state().wayOut` whether the
//! panel offers to throw it with the link's values.

use super::{flow, may_act, with_remote, Mode};
use crate::ai::eval::outcome_values;
use crate::core::{pick_index, Game, Rng, ToAct};
use crate::web::dom;
use crate::web::page::{read_page, with_page, Page};
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;

/// Sets `window.quintetRemote`.
pub(super) fn install() {
    let hook = Object::new();
    let set = |name: &str, f: JsValue| {
        let _ = Reflect::set(&hook, &name.into(), &f);
    };
    set(
        "state",
        Closure::<dyn Fn() -> JsValue>::new(|| read_page(state).unwrap_or(JsValue::NULL))
            .into_js_value(),
    );
    set(
        "open",
        Closure::<dyn Fn(String)>::new(|url: String| {
            if let Err(e) = super::arrival::open_again(&url) {
                web_sys::console::error_1(&e);
            }
        })
        .into_js_value(),
    );
    set(
        "play",
        Closure::<dyn Fn(u32) -> u32>::new(|seed: u32| {
            let mut played = 0;
            with_page(|page| {
                played = play(page, seed);
                page.refresh()
            });
            played
        })
        .into_js_value(),
    );
    set(
        "send",
        Closure::<dyn Fn()>::new(|| with_page(flow::send)).into_js_value(),
    );
    set(
        "resign",
        Closure::<dyn Fn()>::new(|| with_page(flow::resign)).into_js_value(),
    );
    if let Ok(window) = dom::window() {
        let _ = Reflect::set(&window, &"quintetRemote".into(), &hook);
    }
}

/// What the page shows of its remote game.
fn state(page: &Page) -> JsValue {
    let out = Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = Reflect::set(&out, &k.into(), &v);
    };
    set("record", page.session.record_text().into());
    set("message", page.message.clone().into());
    set("status", page.session.status().into());
    set("mayAct", may_act(page).into());
    let live = super::live::status().map(super::live::Status::name);
    set("live", live.map_or(JsValue::NULL, JsValue::from));
    let waiting = super::live::waiting();
    set("waiting", waiting.map_or(JsValue::NULL, JsValue::from));
    set("wayOut", super::live::way_out().into());
    let relay = super::live::relay();
    set("relay", relay.map_or(JsValue::NULL, JsValue::from));
    let link = flow::link_to_send().ok().flatten();
    set("link", link.map_or(JsValue::NULL, JsValue::from));
    let private = dom::by_id::<web_sys::HtmlInputElement>("remote-private")
        .map(|f| f.value())
        .unwrap_or_default();
    set("private", private.into());
    set("moved", with_remote(|r| r.moved).unwrap_or(false).into());
    with_remote(|r| {
        let mode = match r.mode {
            Mode::Choosing => "choosing",
            Mode::Playing => "playing",
            Mode::Invited => "invited",
            Mode::Watching => "watching",
        };
        set("mode", mode.into());
        set("key", r.key.clone().into());
        if let Some(device) = &r.device {
            set("myTurn", device.my_turn().into());
            set("ready", device.ready(page.session.record()).is_ok().into());
            set("over", device.chain().over().into());
            set("messages", (device.chain().messages().len() as u32).into());
            set("persons", (device.chain().persons() as u32).into());
            set("joined", device.joined().into());
            set("full", device.full().into());
            set("gathering", device.gathering().into());
            set("inSoFar", (device.in_so_far() as u32).into());
            set("version", u32::from(device.chain().version()).into());
            if let Some((dispute, _)) = &r.dispute {
                let d = Object::new();
                let _ = Reflect::set(&d, &"mine".into(), &dispute.mine.into());
                let _ = Reflect::set(&d, &"takes".into(), &dispute.takes.into());
                let _ = Reflect::set(&d, &"token".into(), &(dispute.token as u32).into());
                set("dispute", d.into());
            }
            set("person", device.person().letter().to_string().into());
            let sender = device.chain().sender().map(|p| p.letter().to_string());
            set("sender", sender.map_or(JsValue::NULL, JsValue::from));
            let last = device.chain().messages().last();
            set(
                "last",
                last.map_or(JsValue::NULL, |m| m.person.letter().to_string().into()),
            );
            let game = device.chain().record().start();
            let seat = device
                .seat()
                .map(|s| game.seat_name(s).to_ascii_lowercase());
            set("seat", seat.map_or(JsValue::NULL, JsValue::from));
        }
    });
    if let Ok(text) = dom::by_id::<web_sys::Element>("remote-text") {
        set("text", text.text_content().unwrap_or_default().into());
    }
    out.into()
}

/// Plays every token the person here may play now; returns how many.
fn play(page: &mut Page, seed: u32) -> u32 {
    let mut rng = Rng::with_seed(u64::from(seed));
    let mut played = 0;
    while may_act(page) {
        let game = page.session.game().clone();
        let done = match game.to_act() {
            ToAct::Chance => {
                let roll = (super::HOOKS.throw)(page);
                roll.and_then(|r| page.session.throw_given(r)).is_some()
            }
            ToAct::Player(seat) => {
                let moves = page.session.moves();
                if moves.is_empty() {
                    false
                } else {
                    let pick = if rng.u32(0..4) == 0 {
                        pick_index(moves.len(), &mut rng)
                    } else {
                        let value = |i: usize| {
                            let mut after = game.clone();
                            for &a in &moves[i].actions {
                                after.apply_unchecked(a);
                            }
                            outcome_values(&after)[seat.index()]
                        };
                        (0..moves.len())
                            .max_by(|&a, &b| value(a).total_cmp(&value(b)))
                            .unwrap_or(0)
                    };
                    page.session.play_move(&moves[pick]).is_ok()
                }
            }
            ToAct::Over => false,
        };
        if !done {
            break;
        }
        played += 1;
    }
    played
}
