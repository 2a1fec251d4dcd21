/**
 * Whether this browser has run our scripts before. Streamed Suspense content only appears through
 * an inline script, so a document for a browser without JavaScript (or one we have not seen run
 * it yet) is sent complete instead of streamed; browsers that set this cookie get streaming.
 */
export const SCRIPTS_COOKIE = "js";

export function browserRunsScripts(request: Request): boolean {
  const cookie = request.headers.get("Cookie") ?? "";
  return cookie.split(/;\s*/).includes(`${SCRIPTS_COOKIE}=1`);
}

/** Called once after hydration. Not HttpOnly on purpose: it is set by script and carries no secret. */
export function rememberScriptsRun(): void {
  document.cookie = `${SCRIPTS_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
}
