/** Order statuses and sort keys the order service accepts (workers/commerce/src/orders/store.ts, routes/orders.ts). */
export const ORDER_STATUSES = ["RECEIVED", "CONFIRMED", "PICKING", "SHIPPED", "DELIVERED", "CANCELLED"] as const;
export const ORDER_SORTS = ["-createdAt", "createdAt", "-total", "total"] as const;
export const ORDER_PAGE_SIZE = 20;
/** User administration: page size and sort keys (spec section 6 / brief: 15, firstName ascending). */
export const USER_PAGE_SIZE = 15;
export const USER_SORTS = ["firstName", "lastName", "email", "createdAt"] as const;
