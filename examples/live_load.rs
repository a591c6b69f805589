//! The live games' load benchmark (docs/performance.md, "Live games at scale"): N simultaneous
//! live Senet games, two native devices each (`quintet::remote::Device`, the project's own MQTT
//! session of `src/remote/live/client.rs` over TCP, posts sealed as the page seals them, each
//! device subscribed to both persons' topics as the page is), through one Mosquitto or a
//! three-node NATS cluster that it starts itself (`node scripts/brokers.mjs`), or through brokers
//! already running. Every throw asks the other device for its fresh value, as in the page.
//!
//! For each N it starts the games, lets them run for a warm-up, then measures for a window: the
//! moves held per second (messages accepted by the other device), each move's latency from the
//! mover's device composing it to the other device accepting it (median, 95th and 99th
//! percentiles, maximum), the brokers' CPU (from `/proc`, in cores) and resident memory, both
//! also per 1,000 games (the memory they grew by since before the step's games), this process's own CPU, and every failure (connections refused or
//! dropped, refusals, moves that never arrived). A game that ends is followed at once by a new
//! one between two new devices. It goes on to the next N until a step fails (p95 over a second,
//! or failures) or the list ends.
//!
//! ```sh
//! scripts/live-load.sh [--broker mosquitto|nats] [--pace person|flat] [--games 100,200,500,1000]
//!                      [--seconds 30] [--warmup 10] [--think 3000]
//! ```
//! (`cargo run --release --example live_load -- …`; `--mqtt PORT,… --pids PID,…` uses brokers
//! already running.) At a person's pace each device thinks 1–5 s (`--think`, the mean) before
//! each turn; flat out, not at all. A benchmark that prints figures, not a test.

use quintet::core::{pick_index, Game, Record, Rng, ToAct, Token};
use quintet::games::AnyGame;
use quintet::remote::live::client::{Event, Phase, Session};
use quintet::remote::live::post::Post;
use quintet::remote::live::seal;
use quintet::remote::{Device, Link, SeatChoice, SystemEntropy};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the run was asked to do.
struct Options {
    broker: String,
    pace_ms: u64,
    games: Vec<usize>,
    seconds: u64,
    warmup: u64,
    ports: Vec<u16>,
    pids: Vec<u32>,
}

/// What every device of a step adds to.
#[derive(Default)]
struct Tally {
    /// Latencies of the moves accepted in the window, in µs.
    latencies: Mutex<Vec<u64>>,
    moves: AtomicU64,
    connect_failures: AtomicU64,
    drops: AtomicU64,
    refusals: AtomicU64,
    stalls: AtomicU64,
    unconfirmed: AtomicU64,
    resubscribed: AtomicU64,
    games_done: AtomicU64,
}

/// The step's clock: moves count only inside the window.
struct Window {
    opened: AtomicBool,
    stop: AtomicBool,
}

fn main() {
    let options = parse();
    let mut brokers = Brokers::start(&options);
    println!(
        "live_load: {} ({} node{}), pace {}, window {} s after {} s of warm-up; uptime: {}",
        options.broker,
        brokers.ports.len(),
        if brokers.ports.len() == 1 { "" } else { "s" },
        if options.pace_ms == 0 {
            "flat out".to_string()
        } else {
            format!("a person's (think {} ms on average)", options.pace_ms)
        },
        options.seconds,
        options.warmup,
        uptime()
    );
    println!(
        "| games | moves/s | median ms | p95 ms | p99 ms | max ms | broker CPU (cores) | broker MB | CPU per 1,000 games | MB per 1,000 games | client CPU | failures |"
    );
    println!("|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--|");
    for &n in &options.games {
        let ok = step(n, &options, &brokers);
        if !ok {
            println!("live_load: stopped after {n} games (first failure above)");
            break;
        }
    }
    println!("live_load: uptime after: {}", uptime());
    brokers.stop();
}

fn parse() -> Options {
    let mut options = Options {
        broker: "mosquitto".into(),
        pace_ms: 3_000,
        games: vec![100, 200, 500, 1_000],
        seconds: 30,
        warmup: 10,
        ports: Vec::new(),
        pids: Vec::new(),
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let list = |s: &str| -> Vec<String> { s.split(',').map(str::to_string).collect() };
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--broker" => options.broker = value,
            "--pace" => {
                if value == "flat" {
                    options.pace_ms = 0
                }
            }
            "--think" => options.pace_ms = value.parse().expect("--think MS"),
            "--games" => {
                options.games = list(&value)
                    .iter()
                    .map(|g| g.parse().expect("--games N,N"))
                    .collect()
            }
            "--seconds" => options.seconds = value.parse().expect("--seconds S"),
            "--warmup" => options.warmup = value.parse().expect("--warmup S"),
            "--mqtt" => {
                options.ports = list(&value)
                    .iter()
                    .map(|p| p.parse().expect("--mqtt PORT,…"))
                    .collect()
            }
            "--pids" => {
                options.pids = list(&value)
                    .iter()
                    .map(|p| p.parse().expect("--pids PID,…"))
                    .collect()
            }
            other => panic!("live_load: unknown option {other}"),
        }
        i += 2;
    }
    options
}

/// The brokers measured: their plain MQTT ports and processes, and the starter to stop.
struct Brokers {
    ports: Vec<u16>,
    pids: Vec<u32>,
    starter: Option<Child>,
}

impl Brokers {
    fn start(options: &Options) -> Brokers {
        if !options.ports.is_empty() {
            return Brokers {
                ports: options.ports.clone(),
                pids: options.pids.clone(),
                starter: None,
            };
        }
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/brokers.mjs");
        let mut child = Command::new("node")
            .args([script, &options.broker])
            .stdout(Stdio::piped())
            .spawn()
            .expect("node scripts/brokers.mjs");
        let mut lines = BufReader::new(child.stdout.take().expect("its output")).lines();
        let (mut ports, mut pids) = (Vec::new(), Vec::new());
        while ports.is_empty() || pids.is_empty() {
            let line = lines
                .next()
                .expect("brokers.mjs ended early")
                .expect("its output");
            let numbers = |rest: &str| -> Vec<String> {
                rest.split_whitespace().map(str::to_string).collect()
            };
            if let Some(rest) = line.strip_prefix("mqtt: ") {
                ports = numbers(rest).iter().map(|p| p.parse().unwrap()).collect();
            } else if let Some(rest) = line.strip_prefix("pids: ") {
                pids = numbers(rest).iter().map(|p| p.parse().unwrap()).collect();
            }
        }
        Brokers {
            ports,
            pids,
            starter: Some(child),
        }
    }

    fn stop(&mut self) {
        if let Some(mut child) = self.starter.take() {
            // SIGTERM, so that brokers.mjs stops its brokers and removes their files.
            let _ = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status();
            let _ = child.wait();
        }
    }

    /// CPU seconds used so far by the brokers (user and system), and their resident memory (MB).
    fn usage(&self) -> (f64, f64) {
        let (mut cpu, mut mb) = (0.0, 0.0);
        for pid in &self.pids {
            let (c, m) = usage(&pid.to_string());
            cpu += c;
            mb += m;
        }
        (cpu, mb)
    }
}

/// A process's CPU seconds (utime + stime, at 100 ticks a second) and resident memory in MB.
fn usage(pid: &str) -> (f64, f64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // Fields 14 and 15 of stat (utime, stime), counted from the state, field 3.
    let cpu = (ticks(11) + ticks(12)) / 100.0;
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kb = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
        .unwrap_or(0.0);
    (cpu, kb / 1000.0)
}

fn uptime() -> String {
    Command::new("uptime")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

/// One step: `n` games at once. Prints its row; false when it failed.
fn step(n: usize, options: &Options, brokers: &Brokers) -> bool {
    let tally = Arc::new(Tally::default());
    let window = Arc::new(Window {
        opened: AtomicBool::new(false),
        stop: AtomicBool::new(false),
    });
    // The brokers' memory before the games: what they grow by is the games'.
    let (_, idle_mb) = brokers.usage();
    let mut slots = Vec::new();
    // Games start over two seconds, as players arrive, not in one burst of connections.
    let spread = Duration::from_millis(2_000 / n.max(1) as u64);
    for slot in 0..n {
        let (tally, window) = (tally.clone(), window.clone());
        let ports = brokers.ports.clone();
        let pace = options.pace_ms;
        slots.push(
            std::thread::Builder::new()
                .stack_size(256 * 1024)
                .spawn(move || games(slot as u64, &ports, pace, &tally, &window))
                .expect("a thread"),
        );
        std::thread::sleep(spread);
    }
    std::thread::sleep(Duration::from_secs(options.warmup));
    let (cpu_before, _) = brokers.usage();
    let (own_before, _) = usage("self");
    let began = Instant::now();
    tally.moves.store(0, Ordering::SeqCst);
    tally.latencies.lock().unwrap().clear();
    window.opened.store(true, Ordering::SeqCst);
    std::thread::sleep(Duration::from_secs(options.seconds));
    window.opened.store(false, Ordering::SeqCst);
    let elapsed = began.elapsed().as_secs_f64();
    let (cpu_after, mb) = brokers.usage();
    let (own_after, _) = usage("self");
    window.stop.store(true, Ordering::SeqCst);
    for slot in slots {
        let _ = slot.join();
    }
    let mut latencies = tally.latencies.lock().unwrap().clone();
    latencies.sort_unstable();
    let at = |q: f64| -> f64 {
        if latencies.is_empty() {
            return f64::NAN;
        }
        let i = ((latencies.len() as f64 * q) as usize).min(latencies.len() - 1);
        latencies[i] as f64 / 1000.0
    };
    let moves = tally.moves.load(Ordering::SeqCst) as f64 / elapsed;
    let cores = (cpu_after - cpu_before) / elapsed;
    let own = (own_after - own_before) / elapsed;
    let per = 1_000.0 / n as f64;
    let failures = [
        ("connections refused", &tally.connect_failures),
        ("lines dropped", &tally.drops),
        ("moves refused", &tally.refusals),
        ("turns stalled over 10 s", &tally.stalls),
        ("publications unconfirmed 10 s", &tally.unconfirmed),
        (
            "fresh values caught up by subscribing again",
            &tally.resubscribed,
        ),
    ];
    let failed: Vec<String> = failures
        .iter()
        .filter(|(_, c)| c.load(Ordering::SeqCst) > 0)
        .map(|(what, c)| format!("{} {what}", c.load(Ordering::SeqCst)))
        .collect();
    println!(
        "| {n} | {moves:.0} | {:.1} | {:.1} | {:.1} | {:.1} | {cores:.2} | {mb:.0} | {:.2} | {:.0} | {own:.2} | {} |",
        at(0.5),
        at(0.95),
        at(0.99),
        at(1.0),
        cores * per,
        (mb - idle_mb).max(0.0) * per,
        if failed.is_empty() {
            "none".to_string()
        } else {
            failed.join(", ")
        }
    );
    failed.is_empty() && at(0.95) < 1_000.0 && !latencies.is_empty()
}

/// One slot: live games one after another between two new devices, until the step stops.
fn games(slot: u64, ports: &[u16], pace: u64, tally: &Arc<Tally>, window: &Arc<Window>) {
    let mut entropy = SystemEntropy;
    let mut game = 0u64;
    while !window.stop.load(Ordering::SeqCst) {
        let start = Record::<AnyGame>::from_id("senet").expect("senet");
        let Ok((inviter, invite)) = Device::invite(&start, SeatChoice::Random, 2, &mut entropy, 1)
        else {
            return;
        };
        let Ok(joiner) = Device::join(&invite, 1) else {
            return;
        };
        let sent = Arc::new(Mutex::new(HashMap::new()));
        let seed = slot * 1_000 + game;
        let (t, w, s) = (tally.clone(), window.clone(), sent.clone());
        let list = ports.to_vec();
        let other = std::thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(move || Player::run(joiner, &list, pace, seed * 2 + 1, &t, &w, &s))
            .expect("a thread");
        Player::run(inviter, ports, pace, seed * 2, tally, window, &sent);
        let _ = other.join();
        tally.games_done.fetch_add(1, Ordering::SeqCst);
        game += 1;
    }
}

/// When each message was composed, by number: the receiver's clock reads the sender's.
type Sent = Arc<Mutex<HashMap<u32, Instant>>>;

/// One device of a game and its line.
struct Player<'a> {
    device: Device<AnyGame>,
    session: Session,
    stream: TcpStream,
    /// The brokers' ports, and the one in use: a device starts on one at random and moves to
    /// the next when its line fails, as a page does with a relay list.
    ports: &'a [u16],
    at: usize,
    mine: String,
    theirs: String,
    rng: Rng,
    /// This device's turn under way: its record so far, and the throw waiting for its value.
    turn: Option<Record<AnyGame>>,
    waiting: Option<u32>,
    /// When the waiting throw asked, or last caught up.
    asked_at: Instant,
    ask: Option<String>,
    /// When this device may act next (its person thinking).
    act_at: Instant,
    /// Since when the device has waited for the other's move or value.
    idle_since: Instant,
    pace: u64,
    tally: &'a Tally,
    window: &'a Window,
    sent: &'a Sent,
}

/// A TCP line to the broker on `port`, or a connection failure counted.
fn connect(port: u16, tally: &Tally) -> Option<TcpStream> {
    match TcpStream::connect(("127.0.0.1", port)) {
        Ok(stream) => {
            let _ = stream.set_nodelay(true);
            Some(stream)
        }
        Err(_) => {
            tally.connect_failures.fetch_add(1, Ordering::SeqCst);
            None
        }
    }
}

fn millis() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

impl<'a> Player<'a> {
    fn run(
        device: Device<AnyGame>,
        ports: &'a [u16],
        pace: u64,
        seed: u64,
        tally: &'a Tally,
        window: &'a Window,
        sent: &'a Sent,
    ) {
        let id = device.id();
        let me = device.person();
        let (mine, theirs) = (
            seal::person_topic(&id, me),
            seal::person_topic(&id, me.other()),
        );
        let Ok(client) = seal::client_id(&mut SystemEntropy) else {
            return;
        };
        let mut rng = Rng::with_seed(seed);
        let at = pick_index(ports.len(), &mut rng);
        let Some(stream) = connect(ports[at], tally) else {
            return;
        };
        let session = Session::new(client, 30, vec![theirs.clone(), mine.clone()]);
        let mut player = Player {
            device,
            session,
            stream,
            ports,
            at,
            mine,
            theirs,
            rng,
            turn: None,
            waiting: None,
            asked_at: Instant::now(),
            ask: None,
            act_at: Instant::now(),
            idle_since: Instant::now(),
            pace,
            tally,
            window,
            sent,
        };
        let hello = player.session.open(millis());
        if player.write(&hello).is_err() {
            tally.connect_failures.fetch_add(1, Ordering::SeqCst);
            return;
        }
        player.play();
        let bye = player.session.close();
        let _ = player.write(&bye);
    }

    /// The line failed: a new one to the next broker, as a page does (its session sends what
    /// the broker had not confirmed); false when none could be made.
    fn reconnect(&mut self) -> bool {
        self.session.lost();
        for _ in 0..10 {
            self.at = (self.at + 1) % self.ports.len();
            if let Some(stream) = connect(self.ports[self.at], self.tally) {
                self.stream = stream;
                let hello = self.session.open(millis());
                return self.write(&hello).is_ok();
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        false
    }

    fn write(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        if bytes.is_empty() {
            return Ok(());
        }
        self.stream.write_all(bytes)
    }

    /// The device's life: read, answer, act when its person would, until the game or the step
    /// ends.
    fn play(&mut self) {
        let mut buffer = vec![0; 16 * 1024];
        let mut connected = false;
        loop {
            if self.window.stop.load(Ordering::SeqCst) || self.device.chain().over() {
                return;
            }
            let wait = self
                .act_at
                .saturating_duration_since(Instant::now())
                .clamp(Duration::from_millis(1), Duration::from_millis(1_000));
            let _ = self.stream.set_read_timeout(Some(wait));
            let mut failed = false;
            match self.stream.read(&mut buffer) {
                Ok(0) => failed = true,
                Ok(n) => {
                    let Ok((events, out)) = self.session.receive(&buffer[..n], millis()) else {
                        self.tally.drops.fetch_add(1, Ordering::SeqCst);
                        if self.reconnect() {
                            continue;
                        }
                        return;
                    };
                    failed = self.write(&out).is_err();
                    for event in events {
                        match event {
                            // A new line after a failure: the post again, as a page does.
                            Event::Connected if connected => self.publish(),
                            Event::Connected => {
                                connected = true;
                                // The first post: the invitation, or the acceptance.
                                if self.device.person() == quintet::remote::Person::Inviter {
                                    self.publish();
                                } else {
                                    self.begin_turn_or_wait();
                                }
                            }
                            Event::Message { topic, payload, .. } if topic == self.theirs => {
                                self.arrived(&payload)
                            }
                            _ => {}
                        }
                    }
                }
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) => {}
                Err(_) => failed = true,
            }
            if self.session.phase() == Phase::Refused {
                self.tally.connect_failures.fetch_add(1, Ordering::SeqCst);
                failed = true;
            } else if failed {
                self.tally.drops.fetch_add(1, Ordering::SeqCst);
            } else if self.session.stalled(millis()) {
                self.tally.unconfirmed.fetch_add(1, Ordering::SeqCst);
                failed = true;
            }
            if failed {
                if self.reconnect() {
                    continue;
                }
                return;
            }
            if connected && Instant::now() >= self.act_at {
                self.act();
            }
            let ping = self.session.tick(millis());
            let _ = self.write(&ping);
            // As the page does: a fresh value overdue for 5 s, the line catches up (the broker
            // sends the retained posts again) and the post goes again.
            if self.waiting.is_some() && self.asked_at.elapsed() > Duration::from_secs(5) {
                self.tally.resubscribed.fetch_add(1, Ordering::SeqCst);
                self.asked_at = Instant::now();
                let again = self.session.resubscribe(millis());
                let _ = self.write(&again);
                self.publish();
            }
            if self.idle_since.elapsed()
                > Duration::from_secs(10) + Duration::from_millis(self.pace * 2)
            {
                self.tally.stalls.fetch_add(1, Ordering::SeqCst);
                self.idle_since = Instant::now();
            }
        }
    }

    /// Publishes this device's post: its latest link, its request, the values it gave.
    fn publish(&mut self) {
        let post = Post {
            link: self.device.sent().map(Link::suffix),
            ask: self.ask.clone(),
            give: self.device.issued_values(),
        };
        let id = self.device.id();
        let Ok(payload) = seal::seal(&id, &self.mine, &post.to_text(), &mut SystemEntropy) else {
            return;
        };
        let topic = self.mine.clone();
        let bytes = self.session.publish(&topic, payload, millis());
        let _ = self.write(&bytes);
    }

    /// The other's post.
    fn arrived(&mut self, payload: &[u8]) {
        let id = self.device.id();
        let Some(post) = seal::open(&id, &self.theirs, payload)
            .ok()
            .and_then(|text| Post::parse(&text))
        else {
            self.tally.refusals.fetch_add(1, Ordering::SeqCst);
            return;
        };
        if let Some(link) = post.link.as_deref().and_then(|l| Link::parse(l).ok()) {
            if link.number >= self.device.chain().next_number() {
                match self.device.receive(&link, 2) {
                    Ok(_) => {
                        let sent = self.sent.lock().unwrap().remove(&link.number);
                        if self.window.opened.load(Ordering::SeqCst) {
                            if let Some(at) = sent {
                                self.tally
                                    .latencies
                                    .lock()
                                    .unwrap()
                                    .push(at.elapsed().as_micros() as u64);
                            }
                            self.tally.moves.fetch_add(1, Ordering::SeqCst);
                        }
                        self.idle_since = Instant::now();
                        self.begin_turn_or_wait();
                    }
                    Err(_) => {
                        self.tally.refusals.fetch_add(1, Ordering::SeqCst);
                    }
                }
            }
        }
        if let Some(ask) = &post.ask {
            if let Ok(record) = Record::<AnyGame>::parse(ask) {
                let old = record.tokens().len() < self.device.chain().record().tokens().len();
                if !self.device.my_turn() && !old {
                    let before = self.device.issued_values();
                    match self.device.issue_fresh(&record, &mut SystemEntropy) {
                        Ok(_) if self.device.issued_values() != before => self.publish(),
                        Ok(_) => {}
                        Err(_) => {
                            self.tally.refusals.fetch_add(1, Ordering::SeqCst);
                        }
                    }
                }
            }
        }
        for &(k, open) in &post.give {
            self.device.receive_fresh(k, open);
        }
        if self.waiting.is_some_and(|k| self.device.has_fresh(k)) {
            // The value is here: the throw, and the turn, go on at once.
            self.waiting = None;
            self.idle_since = Instant::now();
            self.act_at = Instant::now();
        }
    }

    /// After a message arrived (or the acceptance is due): this device's turn begins after its
    /// person's thinking time; or it waits.
    fn begin_turn_or_wait(&mut self) {
        if !self.device.my_turn() || self.device.chain().over() {
            return;
        }
        self.turn = Some(self.device.chain().record().clone());
        let think = if self.pace == 0 {
            0
        } else {
            // 1 to 5 s around a mean of 3 s (or the --think asked for).
            let spread = self.rng.u32(0..1_000) as u64;
            self.pace / 3 + self.pace * 4 * spread / 3_000
        };
        self.act_at = Instant::now() + Duration::from_millis(think);
    }

    /// Plays this device's turn on as far as it can: decisions, throws with the values it holds;
    /// asks for a value and waits; sends the turn once complete.
    fn act(&mut self) {
        // Nothing more to do until a message or a value arrives.
        self.act_at = Instant::now() + Duration::from_secs(3600);
        let Some(mut record) = self.turn.take() else {
            return;
        };
        if self.waiting.is_some() {
            self.turn = Some(record);
            return;
        }
        while self.device.plays_next(&record) {
            let game = record.position().clone();
            let k = record.tokens().len();
            let token = match game.to_act() {
                ToAct::Chance => {
                    if let Some(wanted) = self.device.wants_fresh(&record) {
                        self.ask = Some(record.to_string());
                        self.waiting = Some(wanted);
                        self.asked_at = Instant::now();
                        self.publish();
                        self.turn = Some(record);
                        return;
                    }
                    let roll = self
                        .device
                        .throw_live(&game, k)
                        .or_else(|| self.device.throw(&game, k));
                    match roll {
                        Some(roll) => Token::Roll(roll),
                        None => return,
                    }
                }
                ToAct::Player(_) => {
                    let mut actions = Vec::new();
                    game.legal_actions(&mut actions);
                    Token::Action(actions[pick_index(actions.len(), &mut self.rng)])
                }
                ToAct::Over => break,
            };
            if record.push(token).is_err() {
                return;
            }
        }
        let number = self.device.chain().next_number();
        self.sent.lock().unwrap().insert(number, Instant::now());
        match self.device.compose(&record, &mut SystemEntropy, 2) {
            Ok(_) => {
                self.ask = None;
                self.publish();
                self.idle_since = Instant::now();
            }
            Err(_) => {
                self.tally.refusals.fetch_add(1, Ordering::SeqCst);
            }
        }
    }
}
