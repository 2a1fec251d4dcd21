import type { AppLoadContext } from "@remix-run/cloudflare";
import { commitSession, getCsrfToken, getSession } from "~/session/session.server";

const perRequest = new WeakMap<AppLoadContext, Promise<{ token: string; setCookie: string | null }>>();

/**
 * The session's CSRF token for the forms of this request. The root (header login/logout forms)
 * and a page (login page) may both ask in the same request; memoized so a new session gets one
 * token and one identical Set-Cookie, not two competing ones.
 */
export function csrfForRequest(request: Request, context: AppLoadContext) {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = (async () => {
      const session = await getSession(request, context);
      const { token, created } = getCsrfToken(session);
      return { token, setCookie: created ? await commitSession(session, request, context) : null };
    })();
    perRequest.set(context, pending);
  }
  return pending;
}
