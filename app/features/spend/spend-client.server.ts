/**
 * Spend follow-up in the commerce service (docs/purchasing-controls.md "Inköpsuppföljning"): the report as JSON and
 * the same report as a CSV or XLSX file, which the service writes (its writers neutralise formula cells) and this
 * client passes on unread.
 */
import { spendReportSchema, type SpendReport } from "@shop/contract/commerce/spend";
import type { SpendGrouping } from "@shop/domain/spend";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError, failureKindFor } from "~/platform/services/commerce-errors.server";

export interface SpendFilters {
  from?: string;
  to?: string;
  groupBy: SpendGrouping;
  projectId?: string;
}

const TIMEOUT_MS = 20_000;

export function getSpend(transport: CommerceTransport, filters: SpendFilters): Promise<SpendReport> {
  return commerceCall(transport, {
    path: "/v2/spend",
    query: { ...filters },
    schema: spendReportSchema,
    service: "order",
  });
}

/** The service's file answer (status 200 only; a refusal is a CommerceError like any other call's). */
export async function fetchSpendFile(
  transport: CommerceTransport,
  filters: SpendFilters,
  format: "csv" | "xlsx",
): Promise<Response> {
  const url = new URL("v2/spend/export", transport.baseUrl.endsWith("/") ? transport.baseUrl : `${transport.baseUrl}/`);
  for (const [key, value] of Object.entries({ ...filters, format }))
    if (value !== undefined) url.searchParams.set(key, value);
  const headers = new Headers(transport.headers);
  if (transport.token) headers.set("Authorization", `Bearer ${transport.token}`);
  let response: Response;
  try {
    response = await transport.fetch(url.toString(), { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new CommerceError("no_response", null, null, "order");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === "string" ? body.message.slice(0, 300) : null;
    throw new CommerceError(failureKindFor(response.status, message), response.status, message, "order");
  }
  return response;
}
