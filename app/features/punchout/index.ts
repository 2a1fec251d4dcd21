/**
 * OCI and cXML punch-out: the entry from a procurement system, the hand-over of the cart and the confirmation.
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { PunchoutBanner } from "./punchout-banner";
