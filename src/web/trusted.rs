//! The app's one Trusted Types policy, `quintet-workers` (docs/security.md).
//!
//! Every page enforces `require-trusted-types-for 'script'`: a sink that would load or run script
//! refuses a plain string. The page uses three such sinks, all for its own scripts:
//! `navigator.serviceWorker.register(url)`, `new Worker(url)` and a module script's `src` (the
//! editor's loader, the `<quintet-board>` element), which want a `TrustedScriptURL`. This policy makes one only from the exact names in [`OWN_SCRIPTS`], files
//! the build writes beside the page, so no text from an address, a record or a saved game can
//! ever become a script URL. The pages' policies name it (`trusted-types quintet-workers`) and no
//! other, so nothing else on the page can create a policy either.

use js_sys::{Array, Function, Object, Reflect};
use std::cell::OnceCell;
use wasm_bindgen::prelude::*;
use web_sys::{ServiceWorkerContainer, Worker};

/// The policy's name, as the pages' Content-Security-Policy allows it.
const POLICY: &str = "quintet-workers";

/// The only script URLs the policy vouches for: the service worker, the computer opponent's
/// worker, the editor's loader and the `<quintet-board>` element (for the rules dialog's
/// examples), all beside the page (`scripts/offline.mjs`, `scripts/worker.mjs`,
/// `scripts/editor.mjs`, `scripts/embed.mjs`).
pub const OWN_SCRIPTS: [&str; 4] = [
    "sw.js",
    "ai-worker.js",
    "editor-start.js",
    super::rules::BOARD_SCRIPT,
];

/// The single file's worker script: the `blob:` URL that its inline script
/// (`window.quintetWorkerUrl`, written by `scripts/worker.mjs`) makes once of the worker's code;
/// `None` on every other page.
pub fn single_file_worker() -> Option<String> {
    worker_maker()?.call0(&JsValue::NULL).ok()?.as_string()
}

/// Whether the page is the single file, whose inline script makes its worker's URL.
pub fn single_file() -> bool {
    worker_maker().is_some()
}

/// The single file's `window.quintetWorkerUrl`.
fn worker_maker() -> Option<Function> {
    let window = web_sys::window()?;
    Reflect::get(&window, &"quintetWorkerUrl".into())
        .ok()?
        .dyn_into()
        .ok()
}

thread_local! {
    /// The policy once made (`None` where the browser has no Trusted Types: strings then do).
    static MADE: OnceCell<Option<JsValue>> = const { OnceCell::new() };
}

/// Makes the policy (once per page; a second `createPolicy` of the same name would throw).
fn make() -> Result<Option<JsValue>, JsValue> {
    let global = js_sys::global();
    let factory = Reflect::get(&global, &JsValue::from_str("trustedTypes"))?;
    if factory.is_undefined() {
        return Ok(None);
    }
    let check = Closure::<dyn Fn(String) -> Result<String, JsValue>>::new(|url: String| {
        if OWN_SCRIPTS.contains(&url.as_str()) || single_file_worker().as_deref() == Some(&url) {
            Ok(url)
        } else {
            Err(JsValue::from_str(&format!(
                "{POLICY}: {url} is not one of this build's scripts"
            )))
        }
    });
    let rules = Object::new();
    // Lives as long as the page, like the policy that calls it.
    Reflect::set(&rules, &"createScriptURL".into(), &check.into_js_value())?;
    let create: Function = Reflect::get(&factory, &"createPolicy".into())?.dyn_into()?;
    Ok(Some(create.call2(&factory, &POLICY.into(), &rules)?))
}

/// `name`, one of [`OWN_SCRIPTS`] or the single file's worker, as the script URL sinks accept: a `TrustedScriptURL` where the
/// browser has Trusted Types, else the string.
fn script_url(name: &str) -> Result<JsValue, JsValue> {
    let policy = MADE.with(|made| match made.get() {
        Some(policy) => Ok(policy.clone()),
        None => {
            let policy = make()?;
            Ok::<_, JsValue>(made.get_or_init(|| policy).clone())
        }
    })?;
    match policy {
        None => Ok(JsValue::from_str(name)),
        Some(policy) => {
            let create: Function = Reflect::get(&policy, &"createScriptURL".into())?.dyn_into()?;
            create.call1(&policy, &name.into())
        }
    }
}

/// Registers the service worker `name`; the promise says whether it took. (web-sys types the
/// sinks' URL as a string, so they are called through `Reflect`.)
pub fn register_service_worker(
    container: &ServiceWorkerContainer,
    name: &str,
) -> Result<js_sys::Promise, JsValue> {
    let register: Function = Reflect::get(container, &"register".into())?.dyn_into()?;
    register.call1(container, &script_url(name)?)?.dyn_into()
}

/// Loads the module script `name` by a `<script type="module">` at the end of the body.
pub fn load_module(document: &web_sys::Document, name: &str) -> Result<(), JsValue> {
    let script = document.create_element("script")?;
    script.set_attribute("type", "module")?;
    Reflect::set(&script, &"src".into(), &script_url(name)?)?;
    document
        .body()
        .ok_or_else(|| JsValue::from_str("no body"))?
        .append_child(&script)?;
    Ok(())
}

/// Starts the classic Web Worker `name`.
pub fn start_worker(name: &str) -> Result<Worker, JsValue> {
    let class: Function = Reflect::get(&js_sys::global(), &"Worker".into())?.dyn_into()?;
    Reflect::construct(&class, &Array::of1(&script_url(name)?))?.dyn_into()
}
