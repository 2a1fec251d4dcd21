/** What other features may use of this feature on the server (features import each other only through their index files). */
export { recordBehaviour, withBehaviourHeaders } from "./behaviour-events.server";
export { dataLayerEnabled, dataLayerFor, trackedProductOf } from "./data-layer.server";
