/** Name of the hidden form field that carries the session's CSRF token (browser-safe: no server code here). */
export const CSRF_FIELD = "csrf";
