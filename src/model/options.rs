//! Game options ("rulesets"): each game declares its options as data, so the new-game panel, the
//! `lab --opt KEY=VALUE` flags, saved games and links all read and check them the same way.

use crate::i18n::Msg;
use std::fmt;

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// One of these words.
    Choice(&'static [&'static str]),
    /// A whole number in `min..=max` that is a multiple of `step` away from `min`.
    Int { min: i32, max: i32, step: i32 },
}

/// One option of a game: its key (as typed in `lab --opt` and stored in links), its values, its
/// default, and the rule it belongs to (an id in the game's rule list, shown beside the control).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    pub kind: OptionKind,
    pub default: &'static str,
    pub rule: &'static str,
}

impl OptionSpec {
    fn parse(&self, text: &str) -> Result<OptValue, Msg> {
        let text = text.trim();
        match self.kind {
            OptionKind::Choice(values) => {
                values.iter().position(|v| *v == text).map(|i| OptValue::Choice(i as u8)).ok_or_else(|| {
                    Msg::new("error.option_choice").arg(self.key).arg(text).arg(values.join(", "))
                })
            }
            OptionKind::Int { min, max, step } => {
                let n: i32 =
                    text.parse().map_err(|_| Msg::new("error.option_number").arg(self.key).arg(text))?;
                if n < min || n > max || (n - min) % step.max(1) != 0 {
                    let mut m = Msg::new("error.option_range").arg(self.key).arg(n).arg(min).arg(max);
                    if step > 1 {
                        m = Msg::new("error.option_step").arg(self.key).arg(n).arg(min).arg(max).arg(step);
                    }
                    return Err(m);
                }
                Ok(OptValue::Int(n))
            }
        }
    }

    fn format(&self, value: OptValue) -> String {
        match (self.kind, value) {
            (OptionKind::Choice(values), OptValue::Choice(i)) => {
                values.get(i as usize).copied().unwrap_or("").to_string()
            }
            (_, OptValue::Int(n)) => n.to_string(),
            (_, OptValue::Choice(i)) => i.to_string(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum OptValue {
    Choice(u8),
    Int(i32),
}

/// A default that a rules revision changed. Links and records carry only the options that differ
/// from the defaults of their day, so a game made under revision `until` or earlier that does not
/// name `key` was played with `value`: opening it must give that value back, whatever the default
/// is now. An option added later is listed the same way, with the value that keeps the old rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OldDefault {
    /// The last revision whose default (or behaviour, for an option added later) was `value`.
    pub until: u32,
    pub key: &'static str,
    pub value: &'static str,
}

/// A full, checked set of option values for one game, in the order the game declares them.
#[derive(Clone, PartialEq, Eq)]
pub struct Options {
    specs: &'static [OptionSpec],
    values: Vec<OptValue>,
}

impl Options {
    /// Every option at its default.
    pub fn defaults(specs: &'static [OptionSpec]) -> Options {
        let values = specs
            .iter()
            .map(|s| s.parse(s.default).expect("an option's default is one of its values"))
            .collect();
        Options { specs, values }
    }

    /// Defaults, then each `key=value` pair in turn.
    pub fn from_pairs<'a>(
        specs: &'static [OptionSpec],
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Options, Msg> {
        let mut o = Options::defaults(specs);
        for (k, v) in pairs {
            o.set(k, v)?;
        }
        Ok(o)
    }

    /// Parses the text form `key=value,key=value` (an empty text gives the defaults).
    pub fn parse(specs: &'static [OptionSpec], text: &str) -> Result<Options, Msg> {
        Options::parse_at(specs, &[], text, u32::MAX)
    }

    /// The defaults as they were at rules revision `revision`: today's, except where `history`
    /// says a later revision changed them.
    pub fn defaults_at(specs: &'static [OptionSpec], history: &[OldDefault], revision: u32) -> Options {
        let mut o = Options::defaults(specs);
        for spec in specs {
            // The oldest change after `revision` tells the value `revision` had.
            let old =
                history.iter().filter(|h| h.key == spec.key && h.until >= revision).min_by_key(|h| h.until);
            if let Some(h) = old {
                debug_assert!(o.set(h.key, h.value).is_ok(), "old default {}={} is a value", h.key, h.value);
                let _ = o.set(h.key, h.value);
            }
        }
        o
    }

    /// Parses the text form of options written at rules revision `revision` (a link's or a
    /// record's): the options it does not name take the defaults of that revision.
    pub fn parse_at(
        specs: &'static [OptionSpec],
        history: &[OldDefault],
        text: &str,
        revision: u32,
    ) -> Result<Options, Msg> {
        let mut o = Options::defaults_at(specs, history, revision);
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (k, v) = part.split_once('=').ok_or_else(|| Msg::new("error.option_syntax").arg(part))?;
            o.set(k.trim(), v.trim())?;
        }
        Ok(o)
    }

    pub fn set(&mut self, key: &str, value: &str) -> Result<(), Msg> {
        let i = self.specs.iter().position(|s| s.key == key).ok_or_else(|| {
            let keys: Vec<_> = self.specs.iter().map(|s| s.key).collect();
            Msg::new("error.option_unknown").arg(key).arg(keys.join(", "))
        })?;
        self.values[i] = self.specs[i].parse(value)?;
        Ok(())
    }

    pub fn specs(&self) -> &'static [OptionSpec] {
        self.specs
    }

    fn value(&self, key: &str) -> Option<OptValue> {
        let i = self.specs.iter().position(|s| s.key == key);
        debug_assert!(i.is_some(), "option {key} is not declared");
        i.map(|i| self.values[i])
    }

    /// The value of a numeric option (0 for a key the game did not declare: a programming error,
    /// caught by the debug assertion in tests).
    pub fn int(&self, key: &str) -> i32 {
        match self.value(key) {
            Some(OptValue::Int(n)) => n,
            _ => 0,
        }
    }

    /// The value of a choice option ("" for an undeclared key).
    pub fn choice(&self, key: &str) -> &'static str {
        match (self.specs.iter().find(|s| s.key == key), self.value(key)) {
            (Some(OptionSpec { kind: OptionKind::Choice(v), .. }), Some(OptValue::Choice(i))) => {
                v.get(i as usize).copied().unwrap_or("")
            }
            _ => "",
        }
    }

    /// The value of any option as text.
    pub fn get(&self, key: &str) -> String {
        match (self.specs.iter().find(|s| s.key == key), self.value(key)) {
            (Some(spec), Some(v)) => spec.format(v),
            _ => String::new(),
        }
    }

    /// `(key, value)` for every option, in declared order.
    pub fn pairs(&self) -> impl Iterator<Item = (&'static str, String)> + '_ {
        self.specs.iter().zip(&self.values).map(|(s, &v)| (s.key, s.format(v)))
    }

    /// The options that differ from their defaults, as `key=value,…` (empty when all default):
    /// the short form used in links and records.
    pub fn changed_text(&self) -> String {
        let d = Options::defaults(self.specs);
        self.pairs()
            .zip(d.values.iter().zip(&self.values))
            .filter(|(_, (a, b))| a != b)
            .map(|((k, v), _)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(",")
    }
}

impl fmt::Debug for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.pairs()).finish()
    }
}

/// All options as `key=value,…` in declared order.
impl fmt::Display for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (k, v) in self.pairs() {
            if !first {
                f.write_str(",")?;
            }
            first = false;
            write!(f, "{k}={v}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[
        OptionSpec {
            key: "holes",
            kind: OptionKind::Int { min: 2, max: 12, step: 2 },
            default: "6",
            rule: "",
        },
        OptionSpec {
            key: "capture",
            kind: OptionKind::Choice(&["compulsory", "optional"]),
            default: "compulsory",
            rule: "",
        },
    ];

    #[test]
    fn parses_checks_and_prints() {
        let o = Options::parse(SPECS, "capture=optional, holes=8").unwrap();
        assert_eq!(o.int("holes"), 8);
        assert_eq!(o.choice("capture"), "optional");
        assert_eq!(o.to_string(), "holes=8,capture=optional");
        assert_eq!(Options::parse(SPECS, &o.to_string()).unwrap(), o);
        assert_eq!(Options::parse(SPECS, "holes=6").unwrap().changed_text(), "");
        assert_eq!(o.changed_text(), "holes=8,capture=optional");
    }

    #[test]
    fn old_revisions_keep_their_defaults() {
        // Revision 2 made holes default to 6 (it was 4) and added `capture` (before: optional).
        const HISTORY: &[OldDefault] = &[
            OldDefault { until: 1, key: "holes", value: "4" },
            OldDefault { until: 1, key: "capture", value: "optional" },
        ];
        let old = Options::parse_at(SPECS, HISTORY, "", 1).unwrap();
        assert_eq!((old.int("holes"), old.choice("capture")), (4, "optional"));
        let named = Options::parse_at(SPECS, HISTORY, "holes=8", 1).unwrap();
        assert_eq!((named.int("holes"), named.choice("capture")), (8, "optional"));
        for revision in [2, 3, u32::MAX] {
            assert_eq!(Options::parse_at(SPECS, HISTORY, "", revision).unwrap(), Options::defaults(SPECS));
        }
        // Written again today, the old game names what it needs.
        assert_eq!(old.changed_text(), "holes=4,capture=optional");
        // A default changed twice: each revision gets its own.
        const TWICE: &[OldDefault] = &[
            OldDefault { until: 3, key: "holes", value: "8" },
            OldDefault { until: 1, key: "holes", value: "4" },
        ];
        assert_eq!(Options::defaults_at(SPECS, TWICE, 1).int("holes"), 4);
        assert_eq!(Options::defaults_at(SPECS, TWICE, 2).int("holes"), 8);
        assert_eq!(Options::defaults_at(SPECS, TWICE, 4).int("holes"), 6);
    }

    #[test]
    fn rejects_bad_values_with_reasons() {
        assert_eq!(Options::parse(SPECS, "holes=7").unwrap_err().key, "error.option_step");
        assert_eq!(Options::parse(SPECS, "holes=14").unwrap_err().key, "error.option_step");
        assert_eq!(Options::parse(SPECS, "holes=six").unwrap_err().key, "error.option_number");
        assert_eq!(Options::parse(SPECS, "capture=maybe").unwrap_err().key, "error.option_choice");
        assert_eq!(Options::parse(SPECS, "colour=red").unwrap_err().key, "error.option_unknown");
        assert_eq!(Options::parse(SPECS, "holes").unwrap_err().key, "error.option_syntax");
    }
}
