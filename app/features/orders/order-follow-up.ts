/**
 * The order page's follow-up forms (ask about the order, e-mail its documents, order again): shared by the page
 * and its action, so it holds no server code.
 */
import type { DataLayerEvent } from "@shop/domain/data-layer-events";

export const ORDER_FOLLOW_UP_INTENTS = ["inquiry", "email-documents", "order-again"] as const;
export type OrderFollowUpIntent = (typeof ORDER_FOLLOW_UP_INTENTS)[number];

/**
 * What a question is about and how long the documents' message may be: one list with the service, which takes
 * no other subject and names it in Swedish in customer service's mail.
 */
export {
  ORDER_DOCUMENTS_MESSAGE_MAX,
  ORDER_INQUIRY_SUBJECTS,
  type OrderInquirySubject,
} from "@shop/domain/account-constants";
/** Room for a real question; the service takes up to 5,000 characters. */
export const ORDER_INQUIRY_MESSAGE_MAX = 2000;

/**
 * The order-again form sends this once JavaScript runs: the action then answers with data (notice, events,
 * where to go) instead of a 303, so the page can push add_to_cart before it goes to the cart.
 */
export const RESPOND_WITH_DATA = "data";

export interface OrderFollowUpResult {
  intent: OrderFollowUpIntent | null;
  ok: boolean;
  message: string;
  /** Per field, next to it. */
  errors?: Partial<Record<"subject" | "message", string>>;
  /** New with every success, so the form starts empty again (it is rendered anew under this key). */
  key?: string;
  /** What the buyer wrote, put back into a refused form. */
  values?: Partial<Record<"subject" | "message", string>>;
  /** Order again with JavaScript: where the page goes once the events are pushed (the notice is a flash toast). */
  redirectTo?: string;
  dataLayer?: DataLayerEvent[];
}
