//! `quintet remote`: games with a friend on another device without a browser (docs/remote.md).
//! `invite` makes a game and prints its invite link, `answer` checks a link as the page does and
//! plays this device's turn with the computer (or only accepts), `verify` checks a whole game from
//! its links as a third party could. The state file is the device's memory, its secret included,
//! written atomically (a temporary file, then a rename).

use clap::Subcommand;
use quintet::ai::{choose_any, past, Level};
use quintet::app::remote_words;
use quintet::core::{Game, Record, ToAct, Token};
use quintet::games::AnyGame;
use quintet::remote::values::Person;
use quintet::remote::{
    link_record, verify, Chain, Device, Link, SeatChoice, Standing, SystemEntropy,
};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// The page the links are made for, unless `--page` says another.
const PAGE: &str = "https://example.com/quintet/";

/// The commands of `quintet remote`.
#[derive(Subcommand)]
pub enum Command {
    /// Make a game and print its invite link. The state file (new) keeps this device's side.
    Invite {
        /// A game id: senet, seesaw, seesaw-4, arces, arces-3, arces-4, arsisesi-a, arsisesi-b,
        /// arsisesi-c or zanstrekt (arces-3 and arces-4 are played by three and four people).
        game: String,
        /// The inviter's seat as the game names it (south, north; Senet: black, white), or
        /// random (drawn when the game starts).
        #[arg(long, default_value = "random")]
        seat: String,
        /// This device's memory of the game (created; an existing file is not overwritten).
        #[arg(long)]
        state: PathBuf,
        /// The protocol version: 2 (every message signed; the default) or 1 (to play a client
        /// that speaks only version 1).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=2))]
        protocol: u8,
        /// The page address the link starts with.
        #[arg(long, default_value = PAGE)]
        page: String,
    },
    /// Check a link as the page does, play this device's turn with the computer at LEVEL (or only
    /// accept, where the friend moves first) and print the link to send back. A refusal exits
    /// with status 2 and the page's reason.
    Answer {
        /// The friends' links, in order: the friend's latest; in a game of three or four (Arcēs),
        /// every message since this device's own, from each of the others. Without a state file
        /// the first is the invite.
        #[arg(required = true)]
        links: Vec<String>,
        /// This device's memory of the game (created by accepting an invite).
        #[arg(long)]
        state: PathBuf,
        /// Who plays this device's turn: random, easy, medium or strong.
        #[arg(long, default_value_t = Level::Easy)]
        level: Level,
        /// Resign instead of playing.
        #[arg(long)]
        resign: bool,
        /// The computer's seed (each decision's is mixed with the token's number).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The page address the link starts with.
        #[arg(long, default_value = PAGE)]
        page: String,
    },
    /// Check a whole game from its links, in order from the invite, as a third party could, and
    /// print each message and each throw with the values it came from. `-` reads the links from
    /// standard input, one a line.
    Verify {
        /// The links, the invite first.
        #[arg(required = true)]
        links: Vec<String>,
    },
}

/// Runs a `quintet remote` command.
pub fn run(command: Command) -> Result<(), String> {
    remote_words::load();
    match command {
        Command::Invite {
            game,
            seat,
            state,
            protocol,
            page,
        } => invite(&game, &seat, &state, protocol, &page),
        Command::Answer {
            links,
            state,
            level,
            resign,
            seed,
            page,
        } => answer(&links, &state, level, resign, seed, &page),
        Command::Verify { links } => verify_links(&links),
    }
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

fn invite(game: &str, seat: &str, state: &Path, protocol: u8, page: &str) -> Result<(), String> {
    if state.exists() {
        return Err(format!(
            "{} exists: it may hold another game; choose another file",
            state.display()
        ));
    }
    let start = Record::<AnyGame>::from_id(game).map_err(|e| e.to_string())?;
    let choice = SeatChoice::parse(start.start(), &seat.to_ascii_lowercase())
        .ok_or_else(|| format!("{game} has no seat '{seat}'"))?;
    let (device, link) = Device::invite(&start, choice, protocol, &mut SystemEntropy, now())
        .map_err(|e| remote_words::refusal(&e))?;
    save(state, &device)?;
    println!("{}", link.to_url(page));
    Ok(())
}

fn answer(
    texts: &[String],
    state: &Path,
    level: Level,
    resign: bool,
    seed: u64,
    page: &str,
) -> Result<(), String> {
    let refused = |e: &quintet::remote::Refusal| remote_words::refusal(e);
    let links = texts
        .iter()
        .map(|text| Link::parse(text).map_err(|e| refused(&e.into())))
        .collect::<Result<Vec<_>, _>>()?;
    let (first, rest) = links.split_first().ok_or("no link given")?;
    // Every link is checked before anything is saved: a refusal keeps the state as it was.
    let mut device = match std::fs::read_to_string(state) {
        Ok(saved) => {
            let mut device = Device::<AnyGame>::decode(&saved)
                .map_err(|e| format!("{}: {e}", state.display()))?;
            device.receive(first, now()).map_err(|e| refused(&e))?;
            device
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if first.number != 0 {
                return Err(refused(&quintet::remote::Refusal::NotInvite));
            }
            Device::<AnyGame>::join(first, now()).map_err(|e| refused(&e))?
        }
        Err(e) => return Err(format!("{}: {e}", state.display())),
    };
    for link in rest {
        device.receive(link, now()).map_err(|e| refused(&e))?;
    }
    if device.full() {
        return Err("the game already has all its players: this device can only watch it".into());
    }
    level.check(device.chain().record().start().id())?;
    if device.chain().over() {
        save(state, &device)?;
        eprintln!("{}", ending(&device));
        return Ok(());
    }
    // In a game of three or four, another person may be next: this device waits for them.
    if !device.my_turn() && !resign {
        save(state, &device)?;
        let chain = device.chain();
        let next = chain.sender();
        let seat = next
            .and_then(|p| chain.seat_of(p))
            .map_or_else(String::new, |s| {
                format!(", {}", chain.record().start().seat_name(s))
            });
        let who = next.map_or("?", person_name);
        eprintln!("waiting for the {who}'s message{seat}");
        return Ok(());
    }
    let link = if resign {
        device.resign(&mut SystemEntropy, now())
    } else {
        let record = play_turn(&device, level, seed)?;
        device.compose(&record, &mut SystemEntropy, now())
    }
    .map_err(|e| refused(&e))?;
    save(state, &device)?;
    if device.chain().over() {
        eprintln!("{}", ending(&device));
    }
    println!("{}", link.to_url(page));
    Ok(())
}

/// The record after this device's whole turn: throws as the protocol gives them, decisions by
/// the computer at `level`.
fn play_turn(device: &Device<AnyGame>, level: Level, seed: u64) -> Result<Record<AnyGame>, String> {
    let mut record = device.chain().record().clone();
    while device.plays_next(&record) {
        let game = record.position().clone();
        let k = record.tokens().len();
        let token = match game.to_act() {
            ToAct::Chance => {
                Token::Roll(device.throw(&game, k).ok_or("no throw can be made here")?)
            }
            ToAct::Player(_) => {
                let decision = seed ^ (k as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let past = past::turn_starts(&record);
                Token::Action(choose_any(&game, &past, level, decision).ok_or("no legal action")?)
            }
            ToAct::Over => break,
        };
        record.push(token).map_err(|e| e.to_string())?;
    }
    Ok(record)
}

/// How the game ended, for this device.
fn ending(device: &Device<AnyGame>) -> String {
    let outcome = device
        .chain()
        .record()
        .position()
        .outcome()
        .map_or_else(String::new, |o| format!(" ({o})"));
    match device.standing() {
        Some(Standing::Won { resigned: true }) => "game over: your friend resigned".into(),
        Some(Standing::Lost { resigned: true }) => "game over: you resigned".into(),
        Some(Standing::Won { .. }) => format!("game over: you won{outcome}"),
        Some(Standing::Lost { .. }) => format!("game over: you lost{outcome}"),
        Some(Standing::Drawn) => "game over: drawn".into(),
        Some(Standing::Ended) => {
            let who = device.chain().resigned().map_or("?", person_name);
            format!("game over: the {who} resigned; nobody won")
        }
        None => String::new(),
    }
}

/// Writes the memory atomically: a temporary file beside it, then a rename over it.
fn save(state: &Path, device: &Device<AnyGame>) -> Result<(), String> {
    let mut temporary = state.as_os_str().to_owned();
    temporary.push(format!(".tmp-{}", std::process::id()));
    let temporary = PathBuf::from(temporary);
    std::fs::write(&temporary, device.encode())
        .and_then(|()| std::fs::rename(&temporary, state))
        .map_err(|e| {
            let _ = std::fs::remove_file(&temporary);
            format!("{}: {e}", state.display())
        })
}

fn verify_links(args: &[String]) -> Result<(), String> {
    let mut texts = Vec::new();
    for arg in args {
        if arg == "-" {
            let mut input = String::new();
            std::io::Read::read_to_string(&mut std::io::stdin(), &mut input)
                .map_err(|e| e.to_string())?;
            texts.extend(
                input
                    .lines()
                    .filter(|l| !l.trim().is_empty())
                    .map(String::from),
            );
        } else {
            texts.push(arg.clone());
        }
    }
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    let chain = verify::<AnyGame>(&refs).map_err(|f| {
        format!(
            "link {} refused: {}",
            f.index + 1,
            remote_words::reason(&f.refusal)
        )
    })?;
    report(&chain);
    Ok(())
}

/// Prints each message, the seats and each throw with the values it came from.
fn report(chain: &Chain<AnyGame>) {
    let start = chain.record().start();
    let id = chain.id();
    println!("match {} ({})", id.to_text(), start.id());
    let proofs = chain.throws();
    let mut from = 0;
    for (index, (link, message)) in chain.links().iter().zip(chain.messages()).enumerate() {
        let person = person_name(link.person);
        let seat = chain.seat_of(link.person).map_or_else(
            || "seat not drawn yet".to_string(),
            |s| start.seat_name(s).to_string(),
        );
        let tokens: Vec<String> = chain.record().tokens()[from..message.count.max(from)]
            .iter()
            .map(ToString::to_string)
            .collect();
        let what = match (link.number, link.resign) {
            (0, _) => format!("invites, seat {}", link.seat.as_deref().unwrap_or("?")),
            (_, true) => "resigns".to_string(),
            _ if tokens.is_empty() => "no tokens".to_string(),
            _ => tokens.join(","),
        };
        println!("message {} {person} ({seat}): {what}", link.number);
        let previous = chain.messages()[..index]
            .iter()
            .rev()
            .find(|m| m.person == link.person)
            .map_or(0, |m| m.number);
        if let Some(secret) = &link.reveal {
            println!(
                "  reveals {} = the secret message {previous} committed to",
                secret.to_text(),
            );
        }
        if link.number == chain.start_number() && chain.choice() == SeatChoice::Random {
            let opens: Vec<String> = chain.messages()[1..index]
                .iter()
                .map(|m| m.open.to_text())
                .collect();
            let seats: Vec<String> = chain
                .people()
                .iter()
                .map(|&p| {
                    let seat = chain.seat_of(p).map_or("?", |s| start.seat_name(s));
                    format!("{} {seat}", person_name(p))
                })
                .collect();
            if chain.persons() == 2 {
                println!(
                    "  seats drawn: SHA-256(\"quintet/seats/1\" ‖ match ‖ s_i0 ‖ o_j1)[0] & 1 with o_j1 = {}: {}",
                    opens.join(""),
                    seats.join(", ")
                );
            } else {
                println!(
                    "  seats drawn from SHA-256(\"quintet/seats/1\" ‖ match ‖ s_i0 ‖ o_j1 ‖ …) with the joiners' open values {}: {}",
                    opens.join(", "),
                    seats.join(", ")
                );
            }
        }
        for proof in proofs.iter().filter(|p| p.number == link.number) {
            println!(
                "  token {} {}: SHA-256(\"quintet/throw/1\" ‖ match ‖ u32({}) ‖ s ‖ o) = {} with s = {} (committed in message {} as {}), o = {} ({} {})",
                proof.k + 1,
                proof.roll,
                proof.k,
                hex(&proof.digest),
                proof.secret.to_text(),
                proof.number - 2,
                proof.commitment.to_text(),
                proof.open.0.to_text(),
                if proof.fresh {
                    "fresh, listed again in message"
                } else {
                    "message"
                },
                proof.open.1,
            );
        }
        from = message.count.max(from);
    }
    let result = match (chain.resigned(), chain.record().position().outcome()) {
        (Some(p), _) => format!("{} resigned", person_name(p)),
        (None, Some(outcome)) => outcome.to_string(),
        (None, None) => "in progress".to_string(),
    };
    println!(
        "verified: {} messages, {} tokens, {} throws; {result}",
        chain.messages().len(),
        chain.record().tokens().len(),
        proofs.len()
    );
    println!("record {}", link_record(chain.record()));
}

/// Who a person is, in the report.
fn person_name(person: Person) -> &'static str {
    match person {
        Person::Inviter => "inviter",
        Person::Joiner => "joiner",
        Person::Third => "second joiner",
        Person::Fourth => "third joiner",
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
