/**
 * Saved product configurations (GET|POST /v1/configurations, GET|DELETE /v1/configurations/{id}). The service
 * scopes them to the token's user and customer. Its 409 and 422 messages are Swedish and meant for the buyer
 * (`CommerceError.serviceMessage`, escaped by React).
 */
import { z } from "zod";
import {
  savedConfigurationListSchema,
  savedConfigurationSchema,
  type SaveConfigurationInput,
  type SavedConfiguration,
} from "@shop/contract/commerce/configurations";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export type { SavedConfiguration };

export async function listSavedConfigurations(transport: CommerceTransport): Promise<SavedConfiguration[]> {
  const answer = await commerceCall(transport, {
    path: "v1/configurations",
    schema: savedConfigurationListSchema,
    service: "auth",
  });
  return answer.configurations;
}

export function getSavedConfiguration(transport: CommerceTransport, id: string): Promise<SavedConfiguration> {
  return commerceCall(transport, {
    path: `v1/configurations/${encodeURIComponent(id)}`,
    schema: savedConfigurationSchema,
    service: "auth",
  });
}

export function saveConfiguration(
  transport: CommerceTransport,
  input: SaveConfigurationInput,
): Promise<SavedConfiguration> {
  return commerceCall(transport, {
    path: "v1/configurations",
    body: input,
    schema: savedConfigurationSchema,
    service: "auth",
  });
}

export async function deleteSavedConfiguration(transport: CommerceTransport, id: string): Promise<void> {
  await commerceCall(transport, {
    method: "DELETE",
    path: `v1/configurations/${encodeURIComponent(id)}`,
    schema: z.unknown(),
    service: "auth",
  });
}
