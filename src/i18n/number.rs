//! Numbers with decimals written for readers, without Rust's float formatting: `{:.1}` on a float
//! brings several kilobytes of formatting code into every page that uses it, and the site's texts
//! need only a fixed number of decimals.

/// `value` rounded to `digits` decimals (half away from zero), written with a point: `1.8`,
/// `0.05`, `12.0`. Values beyond `u64` (after scaling) or not finite are written as `0`.
pub fn decimal(value: f64, digits: u32) -> String {
    let digits = digits.min(9);
    let scale = 10u64.pow(digits);
    let scaled = (value.abs() * scale as f64).round();
    if !scaled.is_finite() || scaled >= u64::MAX as f64 {
        return "0".to_string();
    }
    let scaled = scaled as u64;
    let sign = if value < 0.0 && scaled > 0 { "-" } else { "" };
    let whole = scaled / scale;
    if digits == 0 {
        return format!("{sign}{whole}");
    }
    let fraction = (scaled % scale).to_string();
    let zeros = "0".repeat(digits as usize - fraction.len());
    format!("{sign}{whole}.{zeros}{fraction}")
}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn as_a_reader_writes_them() {
        assert_eq!(decimal(1.8, 1), "1.8");
        assert_eq!(decimal(1.75, 1), "1.8");
        assert_eq!(decimal(2.0, 1), "2.0");
        assert_eq!(decimal(0.05, 2), "0.05");
        assert_eq!(decimal(37.5, 1), "37.5");
        assert_eq!(decimal(0.0012, 4), "0.0012");
        assert_eq!(decimal(99.96, 1), "100.0");
        assert_eq!(decimal(-0.25, 1), "-0.3");
        assert_eq!(decimal(-0.01, 1), "0.0");
        assert_eq!(decimal(7.4, 0), "7");
        assert_eq!(decimal(f64::NAN, 2), "0");
        assert_eq!(decimal(f64::INFINITY, 2), "0");
    }

    #[test]
    fn agrees_with_rusts_formatting_away_from_ties() {
        for i in 0..20_000 {
            let v = i as f64 * 0.013 + 0.0001;
            assert_eq!(decimal(v, 2), format!("{v:.2}"), "{v}");
            assert_eq!(decimal(v, 1), format!("{v:.1}"), "{v}");
        }
    }
}
