//! `quintet remote` end to end: two state files (two devices) play whole games of every two-seat
//! game id against each other by passing links, then `verify` checks the links as a third party;
//! refusals exit with status 2 and the page's reason, and leave the state file as it was.

use std::path::{Path, PathBuf};
mod common;

use common::quintet;
use std::process::Output;

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// `quintet remote answer LINK --state STATE` (accepting, or the computer's turn): the link it prints.
fn answer(link: &str, state: &Path) -> String {
    stdout(&quintet(&[
        "remote",
        "answer",
        link,
        "--state",
        path(state),
    ]))
}

/// A fresh folder for one test's state files.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("quintet-remote-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Plays a whole game of `id` between two state files at `level`; returns the links, the
/// invite first.
fn play(id: &str, seat: &str, level: &str, protocol: &str) -> Vec<String> {
    let dir = folder(&format!("{id}-{protocol}"));
    let (a, b) = (dir.join("a"), dir.join("b"));
    let invite = quintet(&[
        "remote",
        "invite",
        id,
        "--seat",
        seat,
        "--state",
        path(&a),
        "--protocol",
        protocol,
    ]);
    assert!(invite.status.success(), "{}", stderr(&invite));
    let mut links = vec![stdout(&invite)];
    for n in 1.. {
        assert!(n < 5000, "{id}: the game does not end");
        let state = if n % 2 == 1 { &b } else { &a };
        let last = links.last().unwrap().clone();
        let seed = n.to_string();
        let out = quintet(&[
            "remote",
            "answer",
            &last,
            "--state",
            path(state),
            "--level",
            level,
            "--seed",
            &seed,
        ]);
        assert!(out.status.success(), "{id} message {n}: {}", stderr(&out));
        let link = stdout(&out);
        if link.is_empty() {
            assert!(stderr(&out).contains("game over"), "{}", stderr(&out));
            break;
        }
        assert!(
            link.starts_with(&format!("https://example.com/quintet/?play={protocol}.")),
            "{link}"
        );
        links.push(link);
    }
    // Both memories say the game is over.
    for state in [&a, &b] {
        let text = std::fs::read_to_string(state).unwrap();
        assert!(text.contains("\nturn over\n"), "{id}");
    }
    let _ = std::fs::remove_dir_all(&dir);
    links
}

/// `verify` accepts the links and prints every throw with its values.
fn verified(id: &str, links: &[String]) {
    let mut args = vec!["remote", "verify"];
    args.extend(links.iter().map(String::as_str));
    let out = quintet(&args);
    assert!(out.status.success(), "{id}: {}", stderr(&out));
    let report = stdout(&out);
    let summary = report.lines().rev().nth(1).unwrap();
    assert!(
        summary.starts_with(&format!("verified: {} messages", links.len())),
        "{summary}"
    );
    let throws = report
        .lines()
        .filter(|l| l.contains("quintet/throw/1"))
        .count();
    assert!(
        summary.contains(&format!(", {throws} throws;")),
        "{summary}"
    );
    assert_eq!(throws > 0, quintet::games::uses_dice(id), "{id}");
}

macro_rules! whole_game {
    ($name:ident, $id:literal, $seat:literal, $level:literal) => {
        whole_game!($name, $id, $seat, $level, "2");
    };
    ($name:ident, $id:literal, $seat:literal, $level:literal, $protocol:literal) => {
        #[test]
        fn $name() {
            let links = play($id, $seat, $level, $protocol);
            verified($id, &links);
        }
    };
}

whole_game!(senet_by_link, "senet", "random", "random");
whole_game!(seesaw_by_link, "seesaw", "south", "random");
whole_game!(small_seesaw_by_link, "seesaw-4", "north", "easy");
whole_game!(arces_by_link, "arces", "random", "easy");
whole_game!(arsisesi_a_by_link, "arsisesi-a", "north", "random");
whole_game!(arsisesi_b_by_link, "arsisesi-b", "random", "easy");
whole_game!(arsisesi_c_by_link, "arsisesi-c", "south", "random");
whole_game!(zanstrekt_by_link, "zanstrekt", "random", "random");
// A game begun under version 1 goes on as version 1, and `verify` checks it.
whole_game!(senet_by_link_version_1, "senet", "random", "random", "1");
whole_game!(
    arsisesi_b_by_link_version_1,
    "arsisesi-b",
    "south",
    "easy",
    "1"
);

#[test]
fn refusals_exit_2_with_the_reason_and_keep_the_state() {
    let dir = folder("refusals");
    let (a, b, c) = (dir.join("a"), dir.join("b"), dir.join("c"));
    let invite = stdout(&quintet(&[
        "remote",
        "invite",
        "senet",
        "--seat",
        "black",
        "--state",
        path(&a),
    ]));
    // A second invite would overwrite the game: refused.
    let again = quintet(&["remote", "invite", "senet", "--state", path(&a)]);
    assert_eq!(again.status.code(), Some(2));
    let accept = answer(&invite, &b);
    let two = answer(&accept, &a);
    assert!(!two.is_empty());
    let before = std::fs::read_to_string(&a).unwrap();
    // A third device accepts the same invite: the inviter refuses it.
    let third = answer(&invite, &c);
    for (link, words) in [
        (&third, "someone has already accepted this invitation"),
        (&accept, "an earlier link of this game"),
        (&two, "an earlier link of this game"),
        (
            &"https://example.com/?play=1.abc#senet".to_string(),
            "damaged",
        ),
    ] {
        let out = quintet(&["remote", "answer", link, "--state", path(&a)]);
        assert_eq!(out.status.code(), Some(2), "{link}");
        assert!(stderr(&out).contains(words), "{}", stderr(&out));
        assert!(stderr(&out).contains("Your game is as it was."));
        assert_eq!(std::fs::read_to_string(&a).unwrap(), before, "{link}");
        assert!(stdout(&out).is_empty());
    }
    // A link of a game the state file has no part in, on a new state file.
    let out = quintet(&["remote", "answer", &two, "--state", path(&dir.join("d"))]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("has no part in"), "{}", stderr(&out));
    // Verify names the first link it refuses.
    let out = quintet(&["remote", "verify", &invite, &two]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("link 2 refused"), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_resignation_ends_the_game_on_both_sides() {
    let dir = folder("resign");
    let (a, b) = (dir.join("a"), dir.join("b"));
    let invite = stdout(&quintet(&[
        "remote",
        "invite",
        "seesaw",
        "--seat",
        "south",
        "--state",
        path(&a),
    ]));
    let accept = answer(&invite, &b);
    let two = answer(&accept, &a);
    let resign = quintet(&["remote", "answer", &two, "--state", path(&b), "--resign"]);
    assert!(resign.status.success(), "{}", stderr(&resign));
    assert!(stderr(&resign).contains("you resigned"));
    let link = stdout(&resign);
    assert!(link.contains(".resign."), "{link}");
    let end = quintet(&["remote", "answer", &link, "--state", path(&a)]);
    assert!(end.status.success());
    assert!(stderr(&end).contains("your friend resigned"));
    assert!(stdout(&end).is_empty());
    let out = quintet(&["remote", "verify", &invite, &accept, &two, &link]);
    assert!(stdout(&out).contains("joiner resigned"), "{}", stdout(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Arcēs for four between four state files (docs/remote.md, "Three and four"): each device
/// answers with every message it has not seen, from the others, and sends only in its turn;
/// `verify` checks the whole game, seats drawn from every joiner's open value.
#[test]
fn arces_for_four_by_link_between_four_devices() {
    let dir = folder("arces-4");
    let states: Vec<PathBuf> = (0..4).map(|d| dir.join(format!("d{d}"))).collect();
    let invite = quintet(&["remote", "invite", "arces-4", "--state", path(&states[0])]);
    assert!(invite.status.success(), "{}", stderr(&invite));
    // Each link with the device that sent it.
    let mut links: Vec<(usize, String)> = vec![(0, stdout(&invite))];
    // The three friends accept at the same time, each from the invite alone (version 2: the
    // inviter gathers the acceptances, in any order).
    for (d, state) in states.iter().enumerate().skip(1) {
        let out = quintet(&["remote", "answer", &links[0].1, "--state", path(state)]);
        assert!(out.status.success(), "device {d}: {}", stderr(&out));
        links.push((d, stdout(&out)));
    }
    let mut seen = [1usize, 4, 4, 4];
    let mut args = vec!["remote", "answer"];
    args.extend([&links[3].1, &links[1].1, &links[2].1].map(String::as_str));
    args.extend(["--state", path(&states[0]), "--level", "random"]);
    let out = quintet(&args);
    assert!(out.status.success(), "the inviter starts: {}", stderr(&out));
    links.push((0, stdout(&out)));
    seen[0] = links.len();
    let mut over = [false; 4];
    let mut rounds = 0;
    while over.iter().any(|o| !o) {
        rounds += 1;
        assert!(rounds < 2_000, "the game does not end");
        for d in 0..4 {
            let new: Vec<&str> = links[seen[d]..]
                .iter()
                .filter(|(from, _)| *from != d)
                .map(|(_, l)| l.as_str())
                .collect();
            if new.is_empty() || over[d] {
                continue;
            }
            seen[d] = links.len();
            let seed = links.len().to_string();
            let mut args = vec!["remote", "answer"];
            args.extend(new);
            args.extend([
                "--state",
                path(&states[d]),
                "--level",
                "random",
                "--seed",
                &seed,
            ]);
            let out = quintet(&args);
            assert!(out.status.success(), "device {d}: {}", stderr(&out));
            let link = stdout(&out);
            if stderr(&out).contains("game over") {
                over[d] = true;
            }
            if !link.is_empty() {
                links.push((d, link));
                seen[d] = links.len();
            }
        }
    }
    let texts: Vec<String> = links.iter().map(|(_, l)| l.clone()).collect();
    let mut args = vec!["remote", "verify"];
    args.extend(texts.iter().map(String::as_str));
    let out = quintet(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let report = stdout(&out);
    assert!(report.contains("seats drawn from SHA-256"), "{report}");
    for who in [
        "0 inviter",
        "1 joiner",
        "1 second joiner",
        "1 third joiner",
        "2 inviter",
    ] {
        assert!(
            report.contains(&format!("message {who}")),
            "{who}: {report}"
        );
    }
    assert!(
        report.contains(&format!("verified: {} messages", links.len())),
        "{report}"
    );
    // Every memory says the game is over, and a fifth device that opens the invite now can only
    // watch.
    for state in &states {
        let text = std::fs::read_to_string(state).unwrap();
        assert!(text.contains("\nturn over\n"));
    }
    let mut args = vec!["remote", "answer"];
    args.extend(texts[..4].iter().map(String::as_str));
    let fifth = dir.join("d4");
    args.extend(["--state", path(&fifth)]);
    let out = quintet(&args);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("all its players"), "{}", stderr(&out));
    assert!(!fifth.exists(), "nothing is saved");
    let _ = std::fs::remove_dir_all(&dir);
}
