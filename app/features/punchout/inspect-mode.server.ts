/**
 * cXML inspect: the procurement system shows the buyer a requisition's lines and allows no change
 * (docs/punchout.md). Every write of such a session is refused before any action runs, except leaving:
 * the hand-over back to the procurement system, signing out, cookie consent and click tracking.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { getSession, SESSION_COOKIE_NAME } from "~/platform/session/session.server";
import { redirectWithToast } from "~/platform/session/toast.server";
import { punchoutStateOf } from "~/platform/session/punchout-mode.server";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ALLOWED = /^\/(?:punchout(?:\/.*)?|logga-ut|samtycke|api\/sparning)(?:\.data)?$/;

export async function isInspectSession(request: Request, context: AppLoadContext): Promise<boolean> {
  return punchoutStateOf(await getSession(request, context))?.cxml?.operation === "inspect";
}

/** The answer to a write in an inspect session, or null when the request may go on. */
export async function inspectModeRefusal(request: Request, context: AppLoadContext): Promise<Response | null> {
  if (!WRITES.has(request.method)) return null;
  const url = new URL(request.url);
  if (ALLOWED.test(url.pathname) || !(request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE_NAME}=`))
    return null;
  if (!(await isInspectSession(request, context).catch(() => false))) return null;
  const message = serverT("errors.punchout.inspect_read_only");
  const browserPost =
    (request.headers.get("Accept") ?? "").includes("text/html") &&
    !url.pathname.endsWith(".data") &&
    !url.searchParams.has("_data");
  if (browserPost) return redirectWithToast(request, context, "/cart", { type: "error", message });
  return Response.json({ message }, { status: 403, headers: { "Cache-Control": "private, no-store" } });
}
