// The Node versions the shop's dependencies support (package.json `engines`), checked before `npm start`, `npm test`
// and the other scripts do anything, so an older Node stops with one sentence instead of a stack trace mid-start.
// The lowest ones come from the dependency tree: eslint-visitor-keys wants ^20.19 || ^22.13 || >=24, miniflare's
// undici >= 20.18.1, vitest no odd majors.

/** package.json `engines.node`; a unit test keeps the two equal. */
export const supportedNodeRange = "^20.19.0 || ^22.13.0 || >=24";

/** Whether a Node version ("20.19.2" or "v20.19.2") is in supportedNodeRange. */
export function isSupportedNode(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  if (major === 20) return minor >= 19;
  if (major === 22) return minor >= 13;
  return major >= 24;
}

/** The one sentence an unsupported Node gets. */
export function unsupportedNodeMessage(version) {
  return `✖ This shop needs Node 20.19 or newer (on Node 22: 22.13 or newer; or Node 24+), and this is Node ${version.replace(/^v/, "")}: install a supported Node (e.g. Debian 13's nodejs package) and run the command again.`;
}

/** Stops the process with that sentence on an unsupported Node. */
export function requireSupportedNode(version = process.versions.node) {
  if (isSupportedNode(version)) return;
  console.error(unsupportedNodeMessage(version));
  process.exit(1);
}
