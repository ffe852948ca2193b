// Games the browser tests of several files open, as links (made with `lab link`; make them again
// if a game's rules revision changes what they replay to).

// A match after 473 random moves (seed 0, seat 0 a person, seat 1 a computer beginner): North
// won the game before with seeds kept back from the one before it (why() explains it), and begins
// this game with 4 seeds kept back. `seeded_link` of the game.
export const KEPT =
  "#/um-dyar?g=AgIAAgAAAQAAAAAAAAAAAADZAwICAgAFAgQDAgQCAAQAAQMFAwIAAwACBQQABQEBAAQEAAIBAQUAAQEBAQUCAQMCBAMBBAABBAMCAQEAAQECAAAAAQACAAEAAAAAAAACBQQDBAUBAgAEAQADAAEBAQQAAAMCBAAEAAIBAgIBAAACAwIABAEEAwQCAgIDAQADAQMAAgECAAAAAAAAAAIAAQAAAAACAwEBBQEFBAICBAIFBAQEAAQEAgUCAQACAAQDAwACAgQCBQMFAAEABAIAAQAAAwICAgEABAEDAAMAAwABAAEAAgABAAAAAQABAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAQAAAAAAAAABAAAAAQAAAAAAAAEAAQABAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAQICBAQCAAEDAwUBAAMAAQMBAAIDAAEDAwMABQUCAQAFAQIABQEBAAIDAwEBAQEFAgACAwEBAgAAAQIAAQEBAAABAAAAAgIBAgIFAQQBAQAAAgAAAQABAAIBBQMCAgAAAQEAAQEAAQEBAAAABAIDAgABAAIAAQEAAgAAAAEAAQAAAAEAAAAAAAAAAAEAAAAAAAABAAEAAAAAAAAAAAAAAB7k8mM";

// Dèleb at rules revision 1 on 4 lines, after the billets: men to move, one of them a double man
// to separate (made from deleb-split.txt).
export const SPLIT = "#/deleb?g=AQEHbGluZXM9NAIAAAAAAQMAAAAAAAAADgAAAAABAgEAAAAAAQABo3AT1g";

// Positions are opened by link. Each link is `cargo lab link hyena --record FILE` for a record
// with the header `game: hyena`, `options: players=3,hollows=40`, `seat 0: person`,
// `seat 1: computer beginner`, `seat 2: computer beginner`, `throws: recorded`, and the moves
// given (make the link again if the rules revision changes).
//
// Moves: taba sta×6 rab sta rab taba×5. The first player's mother waited at the well and banked a
// sta and a rab' there; her five tâbas are paid and she starts home.
export const SPEND = "#/hyena?g=AQIUcGxheWVycz0zLGhvbGxvd3M9NDADAAABAAEAAQAAAAAAAAAADwADAwMDAwMCAwIAAAAAAPknKnc";
