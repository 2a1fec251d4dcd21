/** Order approval ("attest") for the other rooms: the buyer's own submitted orders in the order history. */
export { OrderApprovalTrail, OwnApprovals } from "./approval-views";
export type { ApprovalRowView } from "./approval-pages.server";
export { PurchasingControlsForms } from "./controls-form";
