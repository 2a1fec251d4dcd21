// Tools the scripts run that npm cannot install (Chromium, pdftoppm): on a bare Debian machine, running as root with
// apt-get, the script installs the Debian package itself, so the README's commands stay the whole set-up; anywhere
// else it stops with one sentence saying what to install.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { runOrFail } from "./stack.mjs";

/**
 * Makes sure `binary` (an absolute path) exists, installing Debian's `debianPackage` when it can. `override` names
 * the environment variable that points at another install (CHROMIUM_PATH); when it is set, nothing is installed.
 */
export function ensureDebianPackage({ binary, debianPackage, what, override, rerun }) {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (!(override && process.env[override]) && isRoot && hasApt) {
    console.log(`\n▶ ${what} not found at ${binary}: installing Debian's ${debianPackage} package (apt-get)`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    runOrFail("apt-get", ["update", "-qq"], { env });
    runOrFail("apt-get", ["install", "-y", "-qq", debianPackage], { env });
    if (existsSync(binary)) return;
  }
  const alternative = override ? ` or set ${override} to an installed ${what}` : "";
  console.error(
    `✖ ${what} not found at ${binary}: install Debian's ${debianPackage} package (as root: apt-get install -y ${debianPackage})${alternative}, then run ${rerun} again.`,
  );
  process.exit(1);
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The e2e tests and the screenshots run in Debian's Chromium and never download a browser. */
export function ensureChromium(rerun) {
  ensureDebianPackage({
    binary: chromiumPath,
    debianPackage: "chromium",
    what: "Chromium",
    override: "CHROMIUM_PATH",
    rerun,
  });
}
