/** Order statuses and sort keys the order service accepts (workers/commerce/src/orders/store.ts, routes/orders.ts). */
export const ORDER_STATUSES = ["RECEIVED", "CONFIRMED", "PICKING", "SHIPPED", "DELIVERED", "CANCELLED"] as const;
export const ORDER_SORTS = ["-createdAt", "createdAt", "-total", "total"] as const;
export const ORDER_PAGE_SIZE = 20;
/** User administration: page size and sort keys (spec section 6 / brief: 15, firstName ascending). */
export const USER_PAGE_SIZE = 15;
export const USER_SORTS = ["firstName", "lastName", "email", "createdAt"] as const;
/**
 * What a question about an order is about (POST /orders/inquiry): the order page offers these and the service takes
 * no other subject (422), so nothing a caller types reaches the mail's Subject. The page's labels are in its locale
 * (account-pages.json), the mail's in the service (orders/inquiry-mail.ts).
 */
export const ORDER_INQUIRY_SUBJECTS = ["delivery", "invoice", "complaint", "other"] as const;
export type OrderInquirySubject = (typeof ORDER_INQUIRY_SUBJECTS)[number];
/** The buyer's message with the e-mailed order documents (POST /orders/{id}/documents/email): longer is a 400. */
export const ORDER_DOCUMENTS_MESSAGE_MAX = 1000;
