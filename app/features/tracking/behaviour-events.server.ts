/**
 * Behaviour events from the server actions (add to cart, order placed, a click beaconed from a list), so
 * they are recorded with JavaScript off too. Only with statistics consent; the device's tracking id
 * comes from its cookie, and an action that finds consent but no id makes one, sets it on its answer
 * and reports the gap. Sending runs after the answer (waitUntil): it never delays or fails the buyer's
 * request, and a failure goes to error reporting.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { captureException, captureMessage } from "@sentry/cloudflare";
import { behaviourEventBatches, type BehaviourEvent } from "@shop/domain/behaviour-events";
import { allows, consentFromCookies } from "@shop/domain/consent";
import { newTrackingId } from "@shop/domain/tracking-id";
import { trackingIdCookie, trackingIdFromCookies } from "@shop/domain/tracking-id-cookie";
import { createBehaviourEvents, isUnregisteredTrackingId, registerTrackingId } from "./behaviour-events-client.server";
import { transportFor, type CommerceSession } from "~/platform/session/commerce-session.server";
import { isLocalRequest } from "~/platform/session/session.server";

export const MISSING_TRACKING_ID = "Missing tracking id";

/** Whether this request may send behaviour events: the buyer gave statistics consent. */
export function behaviourTrackingAllowed(request: Request): boolean {
  return allows(consentFromCookies(request.headers.get("Cookie")), "statistics");
}

/**
 * Schedules the events for this request's device and answers the headers to merge into the action's
 * response: empty, or the Set-Cookie of a tracking id made now. Without statistics consent nothing is
 * sent and no cookie is set. `commerce` is the request's session when the action opened one: a signed-in
 * buyer's events carry the user; a visitor's go without a token.
 */
export function recordBehaviour(
  request: Request,
  context: AppLoadContext,
  events: readonly BehaviourEvent[],
  commerce?: Pick<CommerceSession, "transport" | "viewer">,
): Headers {
  const headers = new Headers();
  if (events.length === 0 || !behaviourTrackingAllowed(request)) return headers;
  let trackingId = trackingIdFromCookies(request.headers.get("Cookie"));
  if (!trackingId) {
    trackingId = newTrackingId();
    headers.append("Set-Cookie", trackingIdCookie(trackingId, { secure: !isLocalRequest(request) }));
    captureMessage(MISSING_TRACKING_ID, { level: "warning", tags: { tracking: "behaviour-events" } });
  }
  const viewer = commerce?.viewer ?? null;
  const transport = viewer && commerce ? commerce.transport : transportFor(context);
  const id = trackingId;
  const sendBatch = (batch: BehaviourEvent[]) =>
    createBehaviourEvents(transport, { trackingId: id, events: batch }, viewer?.userId ?? null);
  const send = async () => {
    for (const batch of behaviourEventBatches(events)) {
      try {
        await sendBatch(batch);
      } catch (error) {
        // The service takes events only for ids it registered (a new device, or one from before that rule):
        // register this one, then send again once.
        if (!isUnregisteredTrackingId(error)) throw error;
        await registerTrackingId(transport, id);
        await sendBatch(batch);
      }
    }
  };
  context.cloudflare.ctx.waitUntil(
    send().catch((error: unknown) => {
      console.error("tracking: behaviour events not sent", error);
      captureException(error, { tags: { tracking: "behaviour-events" } });
    }),
  );
  return headers;
}

/** Appends `extra` (a tracking-id cookie) to an action's headers without dropping what is there. */
export function withBehaviourHeaders(headers: HeadersInit | undefined, extra: Headers): Headers {
  const merged = new Headers(headers);
  extra.forEach((value, name) => merged.append(name, value));
  return merged;
}
