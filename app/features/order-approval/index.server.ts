/** Order approval's server side for the other rooms: the buyer's own approvals, a user's purchasing controls. */
export { pendingOwnApprovals } from "./approval-pages.server";
export { purchasingControlsOf, savePurchasingControls } from "./approvals-client.server";
export { CONTROLS_INTENT, controlsForForm, saveControlsForm, type ControlsFormResult } from "./controls-form.server";
