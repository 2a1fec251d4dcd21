import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { clickEvent } from "@shop/domain/behaviour-events";
import { provenSameOrigin } from "~/platform/session/csrf.server";
import {
  behaviourTrackingAllowed,
  recordBehaviour,
  withBehaviourHeaders,
} from "~/features/tracking/behaviour-events.server";

/** Far above one click's JSON; anything longer is not from the shop's beacon. */
const MAX_BODY_CHARS = 1024;

const clickSchema = z.object({
  articleNumber: z.string().regex(/^[0-9A-Za-z]{1,20}$/),
  list: z.string().max(80).optional(),
});

const problem = (status: number, message: string, issues: unknown[] = []) =>
  Response.json({ message, issues }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * A product opened from a list (POST /api/sparning, JSON from navigator.sendBeacon): forwarded to the
 * search service as a click behaviour event after the answer (app/features/tracking/behaviour-events.server.ts).
 * 204 whether or not the buyer gave statistics consent, since without it nothing is sent.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return problem(405, "Method not allowed");
  // The shop's own pages only: the beacon sends Origin; a browser without it still says same-origin.
  if (!provenSameOrigin(request)) return problem(403, "Same origin only");
  const text = await request.text();
  if (text.length > MAX_BODY_CHARS) return problem(413, "Body too large");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return problem(400, "Invalid JSON body");
  }
  const parsed = clickSchema.safeParse(json);
  if (!parsed.success)
    return problem(
      400,
      "Invalid click",
      parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    );
  if (!behaviourTrackingAllowed(request)) return new Response(null, { status: 204 });
  // The signed-in buyer's events carry the user; a failing session still records the visit as a visitor's.
  const commerce = await context.commerce().catch(() => null);
  const tracked = recordBehaviour(request, context, [clickEvent(parsed.data.articleNumber)], commerce ?? undefined);
  return new Response(null, { status: 204, headers: withBehaviourHeaders(commerce?.headers, tracked) });
}
