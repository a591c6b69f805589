//! Short sounds synthesized with Web Audio, no audio files: a rattle for a throw, a knock for a
//! move, a heavier knock for a capture, a rising pair for a piece taken off, a small chord for
//! the end of a game. The audio context is created only after the person's first gesture (the
//! page never makes a sound before), and only if sound is on (a saved setting).

use crate::app::effect::{self, Effect};
use crate::core::Record;
use crate::games::AnyGame;
use web_sys::{AudioContext, OscillatorType};

/// One tone: waveform, start and end frequency (Hz), start and length (s), peak gain.
type Tone = (OscillatorType, f32, f32, f64, f64, f32);

use OscillatorType::{Sine, Square, Triangle};

/// The sounds as data: a few short tones each.
const THROW: &[Tone] = &[
    (Square, 1400.0, 700.0, 0.0, 0.025, 0.05),
    (Square, 1100.0, 600.0, 0.06, 0.025, 0.04),
    (Square, 1600.0, 800.0, 0.13, 0.02, 0.035),
    (Square, 900.0, 500.0, 0.2, 0.03, 0.03),
];
const MOVE: &[Tone] = &[(Triangle, 320.0, 180.0, 0.0, 0.09, 0.3)];
const CAPTURE: &[Tone] = &[
    (Triangle, 240.0, 90.0, 0.0, 0.16, 0.35),
    (Square, 700.0, 250.0, 0.0, 0.05, 0.05),
];
const OFF: &[Tone] = &[
    (Sine, 660.0, 660.0, 0.0, 0.12, 0.2),
    (Sine, 990.0, 990.0, 0.1, 0.2, 0.2),
];
const END: &[Tone] = &[
    (Sine, 523.0, 523.0, 0.0, 0.25, 0.18),
    (Sine, 659.0, 659.0, 0.14, 0.25, 0.18),
    (Sine, 784.0, 784.0, 0.28, 0.45, 0.18),
];

/// The page's sound: on or off, and the audio context once there may be one.
pub(super) struct Sound {
    on: bool,
    /// A person has clicked, tapped or pressed a key: sound may start.
    allowed: bool,
    context: Option<AudioContext>,
}

impl Sound {
    /// Sound, on or off as the setting says; silent until [`Sound::allow`].
    pub(super) fn new(on: bool) -> Sound {
        Sound {
            on,
            allowed: false,
            context: None,
        }
    }

    /// Whether sound is on.
    pub(super) fn is_on(&self) -> bool {
        self.on
    }

    /// Turns sound on or off.
    pub(super) fn set_on(&mut self, on: bool) {
        self.on = on;
    }

    /// The person's first gesture happened: sounds may play from now on.
    pub(super) fn allow(&mut self) {
        self.allowed = true;
    }

    /// Sounds what the record's newest token did.
    pub(super) fn after(&mut self, record: &Record<AnyGame>) {
        if !self.on || !self.allowed {
            return;
        }
        let tones = match effect::last(record) {
            Some(Effect::Throw) => THROW,
            Some(Effect::Move) => MOVE,
            Some(Effect::Capture) => CAPTURE,
            Some(Effect::Off) => OFF,
            Some(Effect::End) => END,
            None => return,
        };
        // A browser without Web Audio, or one that refuses it, stays silent.
        let _ = self.play(tones);
    }

    fn play(&mut self, tones: &[Tone]) -> Result<(), wasm_bindgen::JsValue> {
        if self.context.is_none() {
            self.context = Some(AudioContext::new()?);
        }
        let Some(context) = &self.context else {
            return Ok(());
        };
        let _ = context.resume()?;
        let now = context.current_time();
        for &(wave, from, to, at, len, peak) in tones {
            let (start, end) = (now + at, now + at + len);
            let oscillator = context.create_oscillator()?;
            oscillator.set_type(wave);
            let frequency = oscillator.frequency();
            frequency.set_value_at_time(from, start)?;
            frequency.exponential_ramp_to_value_at_time(to, end)?;
            let gain = context.create_gain()?;
            let level = gain.gain();
            // A fast attack and an exponential fall: clicks, not beeps.
            level.set_value_at_time(0.0001, start)?;
            level.exponential_ramp_to_value_at_time(peak, start + 0.005)?;
            level.exponential_ramp_to_value_at_time(0.0001, end)?;
            oscillator.connect_with_audio_node(&gain)?;
            gain.connect_with_audio_node(&context.destination())?;
            oscillator.start_with_when(start)?;
            oscillator.stop_with_when(end + 0.02)?;
        }
        Ok(())
    }
}
