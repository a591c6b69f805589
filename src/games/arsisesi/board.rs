//! The board as data (ARS-1, reconstructed): lanes, lane length, tokens, die, and the three game
//! types. A ruling that changes the board changes one line here.

/// Tokens per player (seed text, "Equipment").
pub const TOKENS: u8 = 5;
/// Lanes on the printed board, `a`–`e` from South's left (ARS-1).
pub const LANES: usize = 5;
/// Lane letters, `a`–`e` from South's left (ARS-1).
pub const LANE_LETTERS: [char; LANES] = ['a', 'b', 'c', 'd', 'e'];
/// The Bridge: the centre lane `c`, the only lane of Types A and B (ARS-1).
pub const BRIDGE: u8 = 2;
/// Spaces per lane when a game id is given (ARS-1, reconstructed).
pub const DEFAULT_LEN: u8 = 7;
/// Shortest lane a position may have (ARS-1).
pub const MIN_LEN: u8 = 5;
/// Longest lane a position may have (ARS-1).
pub const MAX_LEN: u8 = 10;
/// Faces of the die (ARS-2).
pub const DIE_FACES: u8 = 6;

/// The three game types of the seed text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GameType {
    /// Type A, Arsisesi: the Bridge; tokens go over and back (ARS-6).
    A,
    /// Type B, Simple: the Bridge; one token each on the field, cleared on arrival (ARS-7).
    B,
    /// Type C, Wide: all five lanes, side-steps, cleared on arrival (ARS-8).
    C,
}

impl GameType {
    /// All types, in id order.
    pub const ALL: [GameType; 3] = [GameType::A, GameType::B, GameType::C];

    /// The game id, which is also the position kind: `arsisesi-a`, `arsisesi-b`, `arsisesi-c`.
    pub fn id(self) -> &'static str {
        match self {
            GameType::A => "arsisesi-a",
            GameType::B => "arsisesi-b",
            GameType::C => "arsisesi-c",
        }
    }

    /// The type for a game id or position kind.
    pub fn from_id(id: &str) -> Option<GameType> {
        GameType::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The first and last lane in play (absolute lane numbers, 0 = `a`).
    pub fn lane_range(self) -> (u8, u8) {
        match self {
            GameType::A | GameType::B => (BRIDGE, BRIDGE),
            GameType::C => (0, LANES as u8 - 1),
        }
    }

    /// How many lanes the board field of a position lists.
    pub fn lane_count(self) -> usize {
        let (first, last) = self.lane_range();
        usize::from(last - first) + 1
    }

    /// Whether tokens turn over in the opponent's Home and go back (ARS-6); otherwise they are
    /// cleared on arrival (ARS-7, ARS-8).
    pub fn has_return_trip(self) -> bool {
        self == GameType::A
    }
}
