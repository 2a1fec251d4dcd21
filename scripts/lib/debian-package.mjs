// Tools the scripts run that npm cannot install (Chromium, pdftoppm): on a bare Debian machine, running as root with
// apt-get, the script installs the Debian package itself, so the README's commands stay the whole set-up; anywhere
// else it stops with one sentence saying what to install.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

function canInstall() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
}

/** Installs a Debian package; a failure is left to the caller, which checks for the binary afterwards. */
function aptInstall(debianPackage) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("sh", ["-c", `apt-get update -qq && apt-get install -y -qq ${debianPackage}`], { stdio: "inherit", env });
}

/**
 * Makes sure `binary` (an absolute path) exists, installing Debian's `debianPackage` when it can. `override` names
 * the environment variable that points at another install (CHROMIUM_PATH); when it is set, nothing is installed.
 */
export function ensureDebianPackage({ binary, debianPackage, what, override, rerun }) {
  if (existsSync(binary)) return;
  if (!(override && process.env[override]) && canInstall()) {
    console.log(`\n▶ ${what} not found at ${binary}: installing Debian's ${debianPackage} package (apt-get)`);
    aptInstall(debianPackage);
    if (existsSync(binary)) return;
  }
  const alternative = override ? ` or set ${override} to an installed ${what}` : "";
  console.error(
    `✖ ${what} not found at ${binary}: install Debian's ${debianPackage} package (as root: apt-get install -y ${debianPackage})${alternative}, then run ${rerun} again.`,
  );
  process.exit(1);
}

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * The browser the e2e tests and screenshots drive: CHROMIUM_PATH when set, else Debian's chromium-headless-shell (the
 * same Chromium build without the desktop browser's window compositing: the suite runs in about a third of the time),
 * else Debian's full chromium. Read by playwright.config.ts too.
 */
export function e2eBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return !existsSync(HEADLESS_SHELL) && existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : HEADLESS_SHELL;
}

/**
 * The e2e tests and the screenshots run in Debian's Chromium and never download a browser. Where apt-get can, the
 * headless shell is installed even beside a full chromium; a failed install falls back to the full one.
 */
export function ensureChromium(rerun) {
  if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && existsSync(FULL_CHROMIUM) && canInstall()) {
    console.log(`\n▶ installing Debian's chromium-headless-shell package (apt-get) for the e2e tests`);
    aptInstall("chromium-headless-shell");
  }
  const binary = e2eBrowserPath();
  ensureDebianPackage({
    binary,
    debianPackage: binary === FULL_CHROMIUM ? "chromium" : "chromium-headless-shell",
    what: "Chromium",
    override: "CHROMIUM_PATH",
    rerun,
  });
  return binary;
}
