//! The pieces and their ranks.
//!
//! "Each player has 30 pieces total." The Sámi side has "1 Sami King piece, 1 Sami Prince piece,
//! and 28 soldiers or warriors"; the landowner party "1 Landowner piece, 1 Landowner's Son piece,
//! and 28 peasants" (Wikipedia, Equipment). "The Sami King and the landowner are the highest
//! ranked pieces and are equal in rank … The Sami Prince and the landowner's son are the second
//! highest ranked pieces … The 28 soldiers or warriors and the 28 peasants are the lowest ranked
//! pieces" (Wikipedia, Description). The names differ by side; the ranks do not ("the
//! distinction between the names for each side's pieces has no significant in-game meaning").

/// A side: 0 starts on the rows `y ≤ 4`, 1 on the rows `y ≥ 8`.
pub type Side = u8;

/// A piece's rank, lowest first, so that `a >= b` reads "a may capture b".
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Rank {
    /// A Sámi warrior ("dårake") or a peasant.
    Soldier,
    /// The Sámi prince ("gånnekan alke") or the landowner's son.
    Prince,
    /// The Sámi king ("gånneka") or the landowner.
    King,
}

impl Rank {
    pub const ALL: [Rank; 3] = [Rank::Soldier, Rank::Prince, Rank::King];

    /// The word used in the state JSON: `king`, `prince`, `soldier`.
    pub fn as_str(self) -> &'static str {
        match self {
            Rank::Soldier => "soldier",
            Rank::Prince => "prince",
            Rank::King => "king",
        }
    }

    pub fn parse(text: &str) -> Option<Rank> {
        Rank::ALL.into_iter().find(|r| r.as_str() == text)
    }

    /// Rule 5: "Pieces can only capture opposing pieces of equal or lower rank."
    pub fn can_capture(self, victim: Rank) -> bool {
        self >= victim
    }
}

/// One of the two parties. Which side plays the Sámi is an option (`sami`); the names are all
/// that differ.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Party {
    Sami,
    Landowner,
}

impl Party {
    /// Catalog key of the party's name (`dablot.party.sami`, `dablot.party.landowner`).
    pub fn name_key(self) -> &'static str {
        match self {
            Party::Sami => "dablot.party.sami",
            Party::Landowner => "dablot.party.landowner",
        }
    }

    /// Catalog key of the name of one of its pieces: Sámi king, prince and warriors; landowner,
    /// son and peasants.
    pub fn piece_key(self, rank: Rank) -> &'static str {
        match (self, rank) {
            (Party::Sami, Rank::King) => "dablot.piece.sami.king",
            (Party::Sami, Rank::Prince) => "dablot.piece.sami.prince",
            (Party::Sami, Rank::Soldier) => "dablot.piece.sami.soldier",
            (Party::Landowner, Rank::King) => "dablot.piece.landowner.king",
            (Party::Landowner, Rank::Prince) => "dablot.piece.landowner.prince",
            (Party::Landowner, Rank::Soldier) => "dablot.piece.landowner.soldier",
        }
    }

    /// Catalog key of one of its pieces as a whole definite noun phrase ("the warrior",
    /// "krigeren", "المحارب"), for a sentence to name it without an article of its own; `start`:
    /// the phrase as it begins a sentence ("The warrior").
    pub fn the_key(self, rank: Rank, start: bool) -> &'static str {
        match (self, rank, start) {
            (Party::Sami, Rank::King, false) => "dablot.the.sami.king",
            (Party::Sami, Rank::Prince, false) => "dablot.the.sami.prince",
            (Party::Sami, Rank::Soldier, false) => "dablot.the.sami.soldier",
            (Party::Landowner, Rank::King, false) => "dablot.the.landowner.king",
            (Party::Landowner, Rank::Prince, false) => "dablot.the.landowner.prince",
            (Party::Landowner, Rank::Soldier, false) => "dablot.the.landowner.soldier",
            (Party::Sami, Rank::King, true) => "dablot.The.sami.king",
            (Party::Sami, Rank::Prince, true) => "dablot.The.sami.prince",
            (Party::Sami, Rank::Soldier, true) => "dablot.The.sami.soldier",
            (Party::Landowner, Rank::King, true) => "dablot.The.landowner.king",
            (Party::Landowner, Rank::Prince, true) => "dablot.The.landowner.prince",
            (Party::Landowner, Rank::Soldier, true) => "dablot.The.landowner.soldier",
        }
    }

    /// Catalog key of a count of its pieces of `rank` taken ("{0} warriors", in plural forms).
    pub fn taken_key(self, rank: Rank) -> &'static str {
        match (self, rank) {
            (Party::Sami, Rank::King) => "dablot.taken.sami.king",
            (Party::Sami, Rank::Prince) => "dablot.taken.sami.prince",
            (Party::Sami, Rank::Soldier) => "dablot.taken.sami.soldier",
            (Party::Landowner, Rank::King) => "dablot.taken.landowner.king",
            (Party::Landowner, Rank::Prince) => "dablot.taken.landowner.prince",
            (Party::Landowner, Rank::Soldier) => "dablot.taken.landowner.soldier",
        }
    }
}
