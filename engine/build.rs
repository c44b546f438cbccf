//! Stamps the build with the commit it came from, so `pilefire --version`,
//! bug reports and saved records say exactly which rules engine made them.

use std::process::Command;

fn main() {
    let commit = git(&["rev-parse", "--short=12", "HEAD"])
        .map(|text| text.trim().to_string())
        .filter(|text| !text.is_empty())
        .unwrap_or_else(|| "unknown commit".to_string());
    let dirty = git(&["status", "--porcelain", "--untracked-files=no"])
        .is_some_and(|text| !text.is_empty());
    let suffix = if dirty { "+changes" } else { "" };
    println!("cargo:rustc-env=PILEFIRE_BUILD_COMMIT={commit}{suffix}");
    // Rebuild when the commit moves, not on every file change.
    if let Some(git_dir) = git(&["rev-parse", "--git-dir"]) {
        let git_dir = git_dir.trim();
        println!("cargo:rerun-if-changed={git_dir}/HEAD");
        println!("cargo:rerun-if-changed={git_dir}/index");
    }
}

fn git(args: &[&str]) -> Option<String> {
    Command::new("git")
        .args(args)
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
}
