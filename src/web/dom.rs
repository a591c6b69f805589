//! Small DOM helpers that return errors with context instead of panicking.

use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, HtmlElement, Window};

/// The window.
pub fn window() -> Result<Window, JsValue> {
    web_sys::window().ok_or_else(|| JsValue::from_str("no window"))
}

/// The document.
pub fn document() -> Result<Document, JsValue> {
    window()?
        .document()
        .ok_or_else(|| JsValue::from_str("no document"))
}

/// Whether a CSS media query matches (false if it cannot be asked).
pub fn media(query: &str) -> bool {
    window()
        .ok()
        .and_then(|w| w.match_media(query).ok().flatten())
        .is_some_and(|list| list.matches())
}

/// The element with `id`, as type `T`.
pub fn by_id<T: JsCast>(id: &str) -> Result<T, JsValue> {
    document()?
        .get_element_by_id(id)
        .ok_or_else(|| JsValue::from_str(&format!("missing element #{id}")))?
        .dyn_into::<T>()
        .map_err(|_| JsValue::from_str(&format!("#{id} has the wrong type")))
}

/// Sets an attribute of the root element, `<html>`, which the style sheet reads (`data-game`,
/// `data-ready`); left alone when it has the value already, which would still restyle the page.
pub fn root_attribute(name: &str, value: &str) -> Result<(), JsValue> {
    if let Some(root) = document()?.document_element() {
        if root.get_attribute(name).as_deref() != Some(value) {
            root.set_attribute(name, value)?;
        }
    }
    Ok(())
}

/// Sets an element's text (never HTML: record text must not become markup).
pub fn set_text(element: &Element, text: &str) {
    element.set_text_content(Some(text));
}

/// A new element with a class and text.
pub fn element(tag: &str, class: &str, text: &str) -> Result<HtmlElement, JsValue> {
    let el: HtmlElement = document()?.create_element(tag)?.dyn_into()?;
    if !class.is_empty() {
        el.set_class_name(class);
    }
    el.set_text_content(Some(text));
    Ok(el)
}

/// Removes every child of `element`.
pub fn clear(element: &Element) {
    while let Some(child) = element.first_child() {
        let _ = element.remove_child(&child);
    }
}

/// Creates an element with a class and text and appends it to `parent`.
pub fn append(
    parent: &Element,
    tag: &str,
    class: &str,
    text: &str,
) -> Result<HtmlElement, JsValue> {
    let el = element(tag, class, text)?;
    parent.append_child(&el)?;
    Ok(el)
}

/// A page's long-lived state (docs/architecture.md: it stays in Rust, in a thread-local): set
/// when the page mounts, then lent briefly to each event.
pub struct Mounted<T>(RefCell<Option<T>>);

impl<T> Mounted<T> {
    /// Nothing mounted yet.
    pub const fn new() -> Self {
        Mounted(RefCell::new(None))
    }

    /// Mounts the page's state.
    pub fn set(&self, state: T) {
        *self.0.borrow_mut() = Some(state);
    }

    /// Runs `f` on the state, if mounted, and reports its error on the console.
    pub fn with(&self, f: impl FnOnce(&mut T) -> Result<(), JsValue>) {
        if let Some(state) = self.0.borrow_mut().as_mut() {
            if let Err(error) = f(state) {
                web_sys::console::error_1(&error);
            }
        }
    }

    /// Whether the state is lent to an event now: a second event, dispatched from inside the
    /// first one's handler (a focused field taken out of the page fires its `change` at once),
    /// must wait for it.
    pub fn is_busy(&self) -> bool {
        self.0.try_borrow_mut().is_err()
    }

    /// Reads the state, if mounted.
    pub fn read<R>(&self, f: impl FnOnce(&T) -> R) -> Option<R> {
        self.0.borrow().as_ref().map(f)
    }
}

/// One step of a page's start, run in a task of its own by [`in_turn`]; it says whether it is
/// done or wants another task to go on.
pub type Task = Box<dyn FnMut() -> Result<Step, JsValue>>;

/// What a [`Task`] says when its task ends.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// On to the next step.
    Done,
    /// The same step again, in a new task: its work comes in slices.
    Again,
}

/// A step done in one task.
pub fn once(f: impl FnOnce() -> Result<(), JsValue> + 'static) -> Task {
    // One copy of the code below, whatever the step (a page's start has a dozen).
    once_boxed(Box::new(f))
}

fn once_boxed(f: Box<dyn FnOnce() -> Result<(), JsValue>>) -> Task {
    let mut f = Some(f);
    Box::new(move || {
        if let Some(f) = f.take() {
            f()?;
        }
        Ok(Step::Done)
    })
}

/// Runs `tasks` one after another, each in a task of its own ([`soon`]), and again while it says
/// [`Step::Again`], so that none of them makes a long task (a phone runs them four times slower:
/// issue 20). The first that fails is reported and ends the run.
pub fn in_turn(tasks: Vec<Task>) {
    next_task(tasks.into_iter(), None);
}

fn next_task(mut tasks: std::vec::IntoIter<Task>, current: Option<Task>) {
    let Some(mut task) = current.or_else(|| tasks.next()) else {
        return;
    };
    soon(move || match task() {
        Ok(Step::Done) => next_task(tasks, None),
        Ok(Step::Again) => next_task(tasks, Some(task)),
        Err(error) => web_sys::console::error_1(&error),
    });
}

/// A piece of work for [`soon`].
type Work = Box<dyn FnOnce()>;

thread_local! {
    /// Work waiting for its task, oldest first: a few at most (the page's start has one waiting
    /// at a time), so a list, not a ring buffer whose code the download would carry.
    static WAITING: RefCell<Vec<Work>> = const { RefCell::new(Vec::new()) };
    /// The page's own channel, kept whole for as long as the page is open: a port nobody holds
    /// may be collected with its messages undelivered.
    static CHANNEL: Option<web_sys::MessageChannel> = channel().ok();
}

/// Runs `f` in a task of its own, as soon as the browser has handled what came before it (input,
/// a frame to paint). A message on a channel of the page's own rather than a timeout of 0: HTML
/// holds a timeout back at least 4 ms once five are nested, and a start of twenty short steps
/// would wait that long between each (issue 20). Without a channel (no browser that runs this
/// wasm lacks one) the work runs at once.
pub fn soon(f: impl FnOnce() + 'static) {
    // One copy of the code below, whatever the work.
    soon_boxed(Box::new(f));
}

fn soon_boxed(f: Work) {
    let posted = CHANNEL.with(|channel| {
        channel
            .as_ref()
            .is_some_and(|c| c.port2().post_message(&JsValue::NULL).is_ok())
    });
    if posted {
        WAITING.with(|waiting| waiting.borrow_mut().push(f));
    } else {
        f();
    }
}

/// The channel whose every message runs the oldest waiting work.
fn channel() -> Result<web_sys::MessageChannel, JsValue> {
    let channel = web_sys::MessageChannel::new()?;
    let run = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(|| {
        // Taken out first: the work may queue more.
        let next = WAITING.with(|waiting| {
            let mut waiting = waiting.borrow_mut();
            (!waiting.is_empty()).then(|| waiting.remove(0))
        });
        if let Some(f) = next {
            f();
        }
    });
    channel
        .port1()
        .set_onmessage(Some(run.as_ref().unchecked_ref()));
    // The channel's handler for as long as the page is open.
    run.forget();
    Ok(channel)
}
