//! The rules of Seesaw for the Rules dialog.

use super::{Example, Rules, Section};

/// Seesaw on both board sizes, with SEE-1 to SEE-10.
pub static SEESAW: Rules = Rules {
    title: "Seesaw",
    game_ids: &["seesaw", "seesaw-4"],
    summary: "A draughts-like battle for two players, South and North, on a board of hexagons with \
        5 cells to a side (4 on the small board). Each player builds stacks of pieces that stand \
        on a growing field of tiles in their colour. There are no dice. You win by taking all of \
        your opponent's stacks.",
    sections: &[
        Section {
            heading: "Start",
            paragraphs: &[
                "Each player starts with one tile and a 1-stack (a single piece) on it: South in \
                 the bottom corner, North in the top corner. South moves first.",
            ],
            example: None,
        },
        Section {
            heading: "A turn",
            paragraphs: &[
                "On your turn you either move one stack or place a new one. To place, put a tile \
                 of your colour on a cell that has no tile and no stack and touches one of your \
                 tiles, and stand a 1-stack on it.",
            ],
            example: None,
        },
        Section {
            heading: "Moving",
            paragraphs: &[
                "A stack takes 1 up to as many steps as it has pieces. Stacks of odd size step \
                 forward (for South straight up or diagonally up, for North downward), stacks of \
                 even size backward; each step may pick any of those three directions. A move may \
                 not enter a cell holding a stack, but tiles never get in the way. Only where the \
                 stack ends counts.",
            ],
            example: None,
        },
        Section {
            heading: "Capturing",
            paragraphs: &[
                "If any of your stacks can reach an enemy stack within its size, stepping in all \
                 six directions through cells without stacks, you must capture: choose any such \
                 capture. The enemy stack is removed and yours takes its cell. It costs the \
                 shortest way there; if steps are left and another enemy is within them, the \
                 stack must capture again. When none is, it may use the rest for one ordinary move, \
                 or stop.",
            ],
            example: Some(Example {
                record: "seesaw:...../....../......./.S.....N/Ss1S.s3n1..NNn1/...n2..../......./\
                    ....../.....:s",
                highlight: &["e4", "e5", "f4"],
                caption: "South must capture. After e4xe5 the 3-stack has 2 steps left and must \
                    also take f4, a step down that its ordinary moves could not make. It may then \
                    step forward once or stop.",
            }),
        },
        Section {
            heading: "Promotion",
            paragraphs: &[
                "At the end of your turn the stack that moved gains a piece if it ends with an odd \
                 size on an enemy tile, or with an even size on one of your own tiles. So stacks \
                 see-saw: forward to promote among the enemy's tiles, then back home to promote \
                 again.",
            ],
            example: Some(Example {
                record: "seesaw:...../....../......./.SS.s2.../Ss1S.....NNn1/......n1N/......./\
                    ....../.....:s",
                highlight: &["d5", "d3"],
                caption: "South's 2-stack moves backward. d5-d3 ends on a South tile, so it grows \
                    to a 3-stack, which will head forward again.",
            }),
        },
        Section {
            heading: "Winning and draws",
            paragraphs: &[
                "You win when, at the end of your turn, your opponent has no stacks left. A player \
                 who cannot act is skipped; if neither can, the game is drawn.",
            ],
            example: None,
        },
        Section {
            heading: "Rulings used here",
            paragraphs: &[
                "SEE-1: the hexagons have flat tops, so the board has a bottom and a top corner.",
                "SEE-5: the duty to capture comes before moving or placing, and any capture may be \
                 chosen.",
                "SEE-6: after the last capture of a chain, the leftover may be spent on one \
                 ordinary move, or the turn ends.",
                "SEE-7: a tile under a captured stack stays.",
                "SEE-9: only the stack that moved can promote, judged on its final cell; a newly \
                 placed stack never does.",
                "SEE-10: a player who cannot act is skipped and the opponent moves again (the \
                 original text does not say); if neither can act, the game is drawn.",
            ],
            example: None,
        },
    ],
};
