//! Running the `lab` command-line tool from a test: its exit code, standard output and error.

use std::io::Write;
use std::process::{Command, Stdio};

/// `lab ARGS`: (exit code, stdout, stderr).
pub fn lab(args: &[&str]) -> (i32, String, String) {
    lab_with_input(args, None)
}

/// `lab ARGS` with `stdin` written to its standard input (a record, a position).
pub fn lab_with_input(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("lab runs");
    if let Some(text) = stdin {
        child.stdin.take().expect("lab's input").write_all(text.as_bytes()).expect("lab reads its input");
    }
    // Closes lab's input (dropped at once), so that it does not wait for more.
    let _ = child.stdin.take();
    let out = child.wait_with_output().expect("lab runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
