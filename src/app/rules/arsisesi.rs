//! The rules of Arsisesi, all three types, for the Rules dialog.

use super::{Example, Rules, Section};

/// Arsisesi types A, B and C, with ARS-1 to ARS-10.
pub static ARSISESI: Rules = Rules {
    title: "Arsisesi",
    game_ids: &["arsisesi-a", "arsisesi-b", "arsisesi-c"],
    summary: "A race for two players, South and North, with five tokens each and one six-sided \
        die. Tokens cross the board to the opponent's Home and, in the standard game, back again. \
        There are three types: A (the standard game, on the Bridge), B (Simple) and C (Wide).",
    sections: &[
        Section {
            heading: "Board and start",
            paragraphs: &[
                "Five lanes of 7 spaces lie between the two Homes; the middle lane is the Bridge. \
                 Types A and B use only the Bridge, Type C all five lanes. All tokens start in \
                 their owner's Home. Each player rolls the die: the higher roll plays South and \
                 starts; a tie is rolled again.",
            ],
            example: None,
        },
        Section {
            heading: "A turn",
            paragraphs: &[
                "Roll the die for that many movement points. Each action costs 1 point, and you \
                 may share them among your tokens in any order and stop whenever you like. A step \
                 moves a token one space on its way, onto an empty space, or into the Home it is \
                 heading for. A jump takes a token over exactly one token of either colour onto \
                 the empty space behind it, or into its target Home.",
            ],
            example: None,
        },
        Section {
            heading: "Kicking",
            paragraphs: &[
                "A kick is a step toward your own Home onto an enemy token next to yours. The enemy \
                 token goes back to its Home and must start over. A token on its way out thus \
                 kicks backward, onto an enemy just behind it (often one it has just jumped); a \
                 token on its way back kicks by walking straight into one. Tokens inside a Home \
                 are safe: they never block and cannot be jumped or kicked.",
            ],
            example: Some(Example {
                record: "arsisesi-a:s5/n6/n4:s2",
                highlight: &["S", "1", "2"],
                caption: "With 2 points South jumps from Home over the North token on 1 (S-2), \
                    then kicks back onto it (2-1), sending it home.",
            }),
        },
        Section {
            heading: "Type A: there and back",
            paragraphs: &[
                "A token reaching the opponent's Home turns round and may wait there safely as long \
                 as you like. Later, even with points left in the same turn, it heads back; \
                 reaching its own Home clears it.",
            ],
            example: Some(Example {
                record: "arsisesi-a:s2N1/1s1nS2/n3S1:s1",
                highlight: &["5", "4"],
                caption: "South's token on 5 is on its way back, so with 1 point it steps \
                    straight onto North's token on 4 (5-4) and kicks it.",
            }),
        },
        Section {
            heading: "Types B and C",
            paragraphs: &[
                "Type B: only one token of each player may be on the Bridge at a time. A token \
                 reaching the opponent's Home is cleared at once, and leftover points may bring a \
                 new token on.",
                "Type C: a token enters the first space of any lane, or jumps an occupied first \
                 space. It may also step sideways to the next lane at the same rank, and a \
                 sideways step onto an enemy token is a kick. Sideways and diagonal jumps are not \
                 allowed. Tokens are cleared as in Type B.",
            ],
            example: Some(Example {
                record: "arsisesi-c:s3/7/2s4/2n4/3sn2/7/n3:s1",
                highlight: &["b3", "c3", "d4", "d5"],
                caption: "Type C, 1 point. b3-c3 kicks sideways. The token on d4 may not kick \
                    forward onto d5, but may jump it to d6.",
            }),
        },
        Section {
            heading: "Winning and draws",
            paragraphs: &[
                "The first to clear all five tokens wins. If neither player could do anything \
                 with any roll, the game is drawn.",
            ],
            example: None,
        },
        Section {
            heading: "Rulings used here",
            paragraphs: &[
                "ARS-1: lanes have 7 spaces; the original board page is lost.",
                "ARS-2: when no action is possible, the rest of the turn is lost.",
                "ARS-5: a token leaving from inside the opponent's Home may kick at once. A token \
                 leaving its own Home never kicks: it must jump, then kick back, for 2 points.",
                "ARS-4, ARS-5: a token on its way back that meets an enemy may kick it or jump it.",
                "ARS-6: any number of tokens may wait in the opponent's Home.",
                "ARS-10: a position where no roll would let either player act is a draw.",
            ],
            example: None,
        },
    ],
};
