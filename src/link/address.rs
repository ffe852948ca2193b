//! Where a game sits in an address: `#/<game-id>?g=<payload>`. The game id stays readable; the
//! payload is the link's bytes in URL-safe base64. Reading accepts a whole URL, the fragment, or
//! just the query the site's router hands over (`g=…`), so a pasted link works however much of it
//! was copied.

use super::LinkError;
use super::base64::{self, Base64Error};
use super::limits::MAX_ADDRESS_CHARS;
use crate::i18n::Msg;

/// The fragment for game `game_id` carrying `bytes`: `#/pig?g=AQE…`.
pub fn fragment(game_id: &str, bytes: &[u8]) -> String {
    format!("#/{game_id}?g={}", base64::encode(bytes))
}

/// The payload's bytes from an address for game `game_id`.
pub fn payload_bytes(address: &str, game_id: &str) -> Result<Vec<u8>, LinkError> {
    // Checked on bytes first: a huge input is refused before anything walks it.
    if address.len() > MAX_ADDRESS_CHARS * 4 || address.chars().count() > MAX_ADDRESS_CHARS {
        return Err(LinkError::new(Msg::new("link.error.too_long").arg(MAX_ADDRESS_CHARS)));
    }
    let after_hash = address.split_once('#').map_or(address, |(_, f)| f).trim();
    let query = match after_hash.strip_prefix('/') {
        Some(route) => {
            let (path, query) = route.split_once('?').unwrap_or((route, ""));
            let path = path.trim_end_matches('/');
            if !path.is_empty() && path != game_id {
                return Err(LinkError::new(Msg::new("link.error.wrong_game").arg(path).arg(game_id)));
            }
            query
        }
        None => after_hash.strip_prefix('?').unwrap_or(after_hash),
    };
    let text = query
        .split('&')
        .find_map(|kv| kv.strip_prefix("g="))
        .ok_or_else(|| LinkError::new(Msg::new("link.error.no_game")))?;
    base64::decode(text).map_err(|e| match e {
        Base64Error::BadChar { at, ch } => {
            LinkError::new(Msg::new("link.error.char").arg(ch.escape_default()).arg(at))
        }
        Base64Error::BadLength | Base64Error::TrailingBits => LinkError::new(Msg::new("link.error.damaged")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_payload_however_the_link_was_copied() {
        let f = fragment("pig", &[1, 2, 3]);
        assert_eq!(f, "#/pig?g=AQID");
        for a in [
            f.as_str(),
            "https://example.org/games/#/pig?g=AQID",
            "g=AQID",
            "?g=AQID",
            "x=1&g=AQID&y=2",
            "  #/pig/?g=AQID ",
        ] {
            assert_eq!(payload_bytes(a, "pig").unwrap(), [1, 2, 3], "{a}");
        }
    }

    #[test]
    fn says_what_is_wrong_with_an_address() {
        let key = |a: &str| payload_bytes(a, "pig").unwrap_err().why.key;
        assert_eq!(key("#/other?g=AQID"), "link.error.wrong_game");
        assert_eq!(key("#/pig"), "link.error.no_game");
        assert_eq!(key("#/pig?g=AQ<script>"), "link.error.char");
        assert_eq!(key("#/pig?g=AQIDB"), "link.error.damaged");
        assert_eq!(key(&format!("g={}", "A".repeat(MAX_ADDRESS_CHARS))), "link.error.too_long");
        assert_eq!(key(&"é".repeat(MAX_ADDRESS_CHARS * 3)), "link.error.too_long");
    }
}
