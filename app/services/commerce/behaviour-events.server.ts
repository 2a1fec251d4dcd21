/** Behaviour events to the search service (`POST /createEvents`, content spec section 7, "Search service"). */
import {
  createEventsAnswerSchema,
  createEventsBodySchema,
  type CreateEventsAnswer,
  type CreateEventsBody,
} from "@shop/contract/commerce/tracking";
import { commerceCall, type CommerceTransport } from "./client.server";

/** The search service's API version this client speaks (its `api-version` header). */
const SEARCH_API_VERSION = "1";

/**
 * One createEvents call. The body is checked with the contract first, so an event the service would
 * refuse fails here, without a request. `userId` (the signed-in buyer) goes in the `user-id` header.
 */
export async function createBehaviourEvents(
  transport: CommerceTransport,
  body: CreateEventsBody,
  userId: string | null,
): Promise<CreateEventsAnswer> {
  const checked = createEventsBodySchema.parse(body);
  const headers: Record<string, string> = { ...transport.headers, "api-version": SEARCH_API_VERSION };
  if (userId) headers["user-id"] = userId;
  return commerceCall(
    { ...transport, headers },
    { path: "createEvents", body: checked, schema: createEventsAnswerSchema, service: "catalogue" },
  );
}
