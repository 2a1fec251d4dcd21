/** Same name as CSRF_FIELD in session.server.ts, which the browser bundle cannot import. */
export const CSRF_FIELD_NAME = "csrf";
