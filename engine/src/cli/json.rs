//! A JSON string for the reviews' `--json`, which both games' command
//! lines write.

/// A string as JSON (the English has no control characters, only quotes
/// and backslashes to escape).
pub(crate) fn json_string(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}
