import { data } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";

/** Why an entry failed; the code travels in the clean URL of the error page (/punchout/fel?kod=), never the details. */
export const ENTRY_ERRORS = {
  missing_callback: { status: 400, key: "errors.punchout.missing_callback_url" },
  login: { status: 401, key: "errors.punchout.login_failed" },
  hook: { status: 400, key: "errors.punchout.hook_url_not_allowed" },
  start_token: { status: 401, key: "errors.punchout.start_token_invalid" },
  locked: { status: 429, key: "account.login.locked" },
  password_change: { status: 403, key: "account.login.new_password_required" },
  unavailable: { status: 503, key: "errors.auth_service_not_available" },
} as const;
export type EntryError = keyof typeof ENTRY_ERRORS;

export function entryErrorOf(value: string | null): EntryError | null {
  return value && Object.hasOwn(ENTRY_ERRORS, value) ? (value as EntryError) : null;
}

export function entryErrorMessage(error: EntryError): string {
  const { key } = ENTRY_ERRORS[error];
  return key === "account.login.locked" ? serverT(key, { count: 15 }) : serverT(key);
}

/** The error page's data (GET /punchout/fel?kod=…); an unknown code is the missing-callback case. */
export function entryErrorPage(request: Request) {
  const error = entryErrorOf(new URL(request.url).searchParams.get("kod")) ?? "missing_callback";
  return data(
    { title: serverT("checkout.punchout.entry_title"), message: entryErrorMessage(error) },
    { status: ENTRY_ERRORS[error].status },
  );
}
