/**
 * The data layer and behaviour events behind consent: queue, page events and the calls to the commerce service.
 * Its server-side face: what other features may use on the server (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { recordBehaviour, withBehaviourHeaders } from "./behaviour-events.server";
export { dataLayerEnabled, dataLayerFor, trackedProductOf } from "./data-layer.server";
export { loginEventCookie } from "./login-event";
