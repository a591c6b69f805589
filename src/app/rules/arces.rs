//! The rules of Arcēs for the Rules dialog.

use super::{Example, Rules, Section};

/// Arcēs for 2, 3 or 4 players, with ARC-1 to ARC-9.
pub static ARCES: Rules = Rules {
    title: "Arcēs",
    game_ids: &["arces", "arces-3", "arces-4"],
    summary: "A siege game for 2 to 4 players on a board of 7 by 7 cells, without dice. Each player \
        has five stones and a marble, which always rides on one of their own stones. Bring your \
        marble to the centre cell, the Gold, or be the last player who still has a marble.",
    sections: &[
        Section {
            heading: "Start",
            paragraphs: &[
                "Each player's stones fill the middle five cells of their edge, with the marble on \
                 the middle one: South b1 to f1, North b7 to f7, West a2 to a6, East g2 to g6. Two \
                 players are South and North, three add West, four add East. Turns go South, West, \
                 North, East; South starts.",
            ],
            example: None,
        },
        Section {
            heading: "A turn",
            paragraphs: &[
                "Move one of your pieces one cell in any of the eight directions; you may not \
                 pass. A cell holds at most two pieces, and only the top one can move. A marble \
                 may only step onto a cell holding a single stone of your own, and never \
                 captures.",
            ],
            example: None,
        },
        Section {
            heading: "Stones, Towers and Cages",
            paragraphs: &[
                "A stone may step onto an empty cell, or onto your own lone stone to make a Tower. \
                 Onto a lone enemy stone, it captures it if it came off a Tower; otherwise it sits \
                 on top, making a Cage that holds the stone below. A stone coming off a Tower also \
                 captures the top stone of a two-stone cell when that stone is an enemy's. Any \
                 stone, from anywhere, captures an enemy marble: its owner is out. Other full \
                 cells are closed. Captured pieces leave the game.",
            ],
            example: Some(Example {
                record: "arces:2n(nN)n2/7/7/2n1n2/2(ss)1s2/7/3(sS)1s1:s:12",
                highlight: &["c3", "c4", "e3", "e4"],
                caption: "The top stone of South's Tower on c3 captures the North stone on c4. \
                    The lone stone on e3 could only cage the stone on e4.",
            }),
        },
        Section {
            heading: "Players out",
            paragraphs: &[
                "A player whose marble is captured, or who cannot move, is out. The marble leaves \
                 the board, the stones stay as lifeless pieces, and the seat is skipped from then \
                 on.",
            ],
            example: Some(Example {
                record: "arces:1nn(nN)n2/w4n1/ww5/1(wW)5/w1s4/4s2/1s1(sS)1s1:s:12",
                highlight: &["c3", "b4"],
                caption: "Three players. South's stone on c3 can take West's marble on b4. West \
                    would then be out, and South and North play on.",
            }),
        },
        Section {
            heading: "Winning and draws",
            paragraphs: &[
                "Your marble reaching the Gold, d4, on one of your stones, wins at once. So does \
                 being the last player with a marble. After 100 moves without a winner the game \
                 is drawn.",
            ],
            example: Some(Example {
                record: "arces:2n1n2/3(nN)3/2n1n2/3s3/3(sS)3/2s1s2/5s1:s:14",
                highlight: &["d3", "d4"],
                caption: "A South stone already stands on the Gold. The marble steps d3-d4 onto \
                    it and South wins.",
            }),
        },
        Section {
            heading: "Rulings used here",
            paragraphs: &[
                "ARC-1, ARC-3: the board size, the Gold and the starting cells are reconstructed; \
                 the original board picture is lost.",
                "ARC-6: a stone leaving a Tower always captures a lone enemy stone; it cannot \
                 choose to cage it. A stone that captures a marble takes its place, caging the \
                 stone below.",
                "ARC-8: a player with no move must pass and is out. Stones of a player who is out \
                 never move again, but can still be caged or captured.",
                "ARC-9: the count is of moves played; passes do not count, and a winning 100th \
                 move still wins.",
            ],
            example: None,
        },
    ],
};
