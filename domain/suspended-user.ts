/**
 * The commerce service's refusal of any write by a suspended user (workers/commerce/src/users/suspension.ts):
 * 403 with this message for people and the issue code for programs. The storefront shows the same text
 * (errors.user_suspended), so a caller that shows the service's message and one that maps the code agree.
 */
export const SUSPENDED_USER_MESSAGE =
  "Ditt konto är spärrat, så det går inte att göra ändringar. Kontakta din administratör eller kundtjänst.";
export const SUSPENDED_USER_CODE = "suspended";
