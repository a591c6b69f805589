//! Short animations: a moved piece slides in, thrown dice or sticks tumble before they settle.
//! None play for people who asked for reduced motion.

use super::{dom, with_page, Page};
use crate::core::Spot;
use crate::render::{Overlay, Scene};
use wasm_bindgen::JsValue;

/// A short animation in progress.
pub(super) enum Motion {
    /// The piece now on `spot` slides in from (dx, dy) logical units away.
    Slide { spot: Spot, dx: f64, dy: f64 },
    /// The dice or sticks tumble through these values before showing the throw.
    Throw { faces: Vec<u8> },
}

const SLIDE_MS: f64 = 220.0;
const THROW_MS: f64 = 360.0;

/// Shows a tumbling face instead of the throw while a throw animation runs (a different face
/// every 60 ms, then the real throw).
pub(super) fn tumble(motion: &Option<(Motion, f64)>, elapsed: f64, overlay: &mut Overlay) {
    if let Some((Motion::Throw { faces }, _)) = motion {
        let step = (elapsed / 60.0) as usize;
        if let (Some(&face), Some(real)) = (faces.get(step * 7 % faces.len().max(1)), overlay.roll)
        {
            overlay.roll = Some((face, real.1 + step as u32 + 1));
        }
    }
}

/// Where the sliding piece is drawn `elapsed` ms into its slide.
pub(super) fn shift(
    motion: &Option<(Motion, f64)>,
    elapsed: f64,
    scene: &Scene,
) -> Option<super::canvas::Shift> {
    let Some((Motion::Slide { spot, dx, dy }, _)) = motion else {
        return None;
    };
    scene.piece_items(*spot).map(|(start, end)| {
        // Ease out: fast start, gentle landing.
        let t = (elapsed / SLIDE_MS).clamp(0.0, 1.0);
        let left = (1.0 - t).powi(3);
        super::canvas::Shift {
            start,
            end,
            dx: dx * left,
            dy: dy * left,
        }
    })
}

impl Page {
    /// Slides the piece that arrived on `to` in from `from` (both board spots).
    pub(super) fn slide(&mut self, from: Option<Spot>, to: Option<Spot>) -> Result<(), JsValue> {
        let (Some(from), Some(to)) = (from, to) else {
            return Ok(());
        };
        let (Some(a), Some(b)) = (self.scene.spot_center(from), self.scene.spot_center(to)) else {
            return Ok(());
        };
        if self.scene.piece_items(to).is_none() {
            return Ok(());
        }
        let (dx, dy) = (f64::from(a.0 - b.0), f64::from(a.1 - b.1));
        self.animate(Motion::Slide { spot: to, dx, dy })
    }

    /// Starts an animation unless the person asked for reduced motion.
    pub(super) fn animate(&mut self, motion: Motion) -> Result<(), JsValue> {
        if dom::media("(prefers-reduced-motion: reduce)") {
            return Ok(());
        }
        let window = dom::window()?;
        let now = window.performance().map_or(0.0, |p| p.now());
        self.motion = Some((motion, now));
        self.request_frame();
        Ok(())
    }

    fn request_frame(&mut self) {
        self.frame = Some(gloo::render::request_animation_frame(|now| {
            with_page(|page| page.tick(now));
        }));
    }

    /// One animation frame: draws the motion's state at `now`, or the final picture when done.
    fn tick(&mut self, now: f64) -> Result<(), JsValue> {
        let Some((_, start)) = &self.motion else {
            return Ok(());
        };
        let duration = match self.motion {
            Some((Motion::Slide { .. }, _)) => SLIDE_MS,
            _ => THROW_MS,
        };
        if now - start >= duration {
            self.motion = None;
            self.frame = None;
            return self.draw();
        }
        self.draw_at(now)?;
        self.request_frame();
        Ok(())
    }
}
