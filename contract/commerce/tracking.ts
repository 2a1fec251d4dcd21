/**
 * Behaviour events to the search service (`POST /createEvents`, content spec sections 3 and 5): the
 * body the storefront sends and the commerce worker validates, and its answer.
 */
import { z } from "zod";
import {
  BEHAVIOUR_EVENT_TYPES,
  behaviourEventProblems,
  MAX_BEHAVIOUR_EVENTS,
  type BehaviourEvent,
} from "@shop/domain/behaviour-events";
import { TRACKING_ID_PATTERN } from "@shop/domain/tracking-id";

export const behaviourEventSchema = z
  .object({
    type: z.enum(BEHAVIOUR_EVENT_TYPES),
    entity: z.object({ type: z.literal("Variant"), id: z.string().max(40) }).strict(),
    quantity: z.number().int().min(0).max(1_000_000).optional(),
    orderId: z.string().max(80).optional(),
  })
  .strict();

export const createEventsBodySchema = z
  .object({
    trackingId: z.string().regex(TRACKING_ID_PATTERN, "A tracking id is 21 characters of nanoid's alphabet"),
    events: z.array(behaviourEventSchema).min(1).max(MAX_BEHAVIOUR_EVENTS),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const problem of behaviourEventProblems(body.events satisfies BehaviourEvent[]))
      ctx.addIssue({
        code: "custom",
        message: problem.message,
        path: problem.index === null ? ["events"] : ["events", problem.index],
      });
  });
export type CreateEventsBody = z.infer<typeof createEventsBodySchema>;

export const createEventsAnswerSchema = z.object({ accepted: z.number().int() });
export type CreateEventsAnswer = z.infer<typeof createEventsAnswerSchema>;

/**
 * Tracking ids the shop registered (`POST /v1/tracking-ids`, issue #41): createEvents takes events only for
 * these, and a client registers only so many an hour, so ranking cannot be steered by made-up ids. The
 * storefront registers a device's id when the service first answers 403 with this message.
 */
export const TRACKING_IDS_PATH = "v1/tracking-ids";
export const TRACKING_ID_NOT_REGISTERED = "The tracking id is not registered";
export const trackingIdRegistrationSchema = z
  .object({ trackingId: z.string().regex(TRACKING_ID_PATTERN, "A tracking id is 21 characters of nanoid's alphabet") })
  .strict();
export const trackingIdRegisteredSchema = z.object({ trackingId: z.string() });
