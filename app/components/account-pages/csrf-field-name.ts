export const CSRF_FIELD_NAME = "csrf";
