/**
 * Cart import (CSV/XLSX upload) and export. Not through commerceCall: the upload is multipart and
 * the export answer is a file, not JSON.
 */
import { addLinesAnswerSchema as importAnswer, type AddLinesAnswer } from "@shop/contract/commerce/cart";
import { refusedRowsSchema } from "@shop/contract/commerce/checkout";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError, failureKindFor } from "~/platform/services/commerce-errors.server";

const TIMEOUT_MS = 20_000;
export const MAX_IMPORT_BYTES = 1024 * 1024;

function url(transport: CommerceTransport, path: string): string {
  return new URL(path, transport.baseUrl.endsWith("/") ? transport.baseUrl : `${transport.baseUrl}/`).toString();
}

/** A row of an import file the service refused, with the field that broke a limit (label, quantity…). */
export interface RefusedRow {
  row: number;
  field: string;
}

/**
 * The service refused the whole import file: 400 with the rows and fields at fault (a label over 60
 * characters) or 413 (too large, too many rows, an XLSX that expands too far). Nothing was saved.
 */
export class CartFileRefused extends CommerceError {
  constructor(
    status: number,
    serviceMessage: string | null,
    readonly rows: RefusedRow[],
  ) {
    super(failureKindFor(status, serviceMessage), status, serviceMessage, "cart");
  }
}

async function send(transport: CommerceTransport, path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  if (transport.token) headers.set("Authorization", `Bearer ${transport.token}`);
  let response: Response;
  try {
    response = await transport.fetch(url(transport, path), {
      ...init,
      headers,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new CommerceError("no_response", null, null, "cart");
  }
  if (!response.ok) {
    let message: string | null = null;
    let rows: RefusedRow[] = [];
    try {
      const body = (await response.json()) as { message?: unknown; issues?: unknown };
      message = typeof body.message === "string" ? body.message.slice(0, 300) : null;
      const parsed = refusedRowsSchema.safeParse(body.issues);
      rows = parsed.success ? parsed.data.map((r) => ({ row: r.row, field: r.field })) : [];
    } catch {
      message = null;
    }
    if (response.status === 413 || (response.status === 400 && rows.length))
      throw new CartFileRefused(response.status, message, rows);
    throw new CommerceError(failureKindFor(response.status, message), response.status, message, "cart");
  }
  return response;
}

export type ImportAnswer = AddLinesAnswer;

export async function importCartFile(
  transport: CommerceTransport,
  cartId: string,
  file: File,
  deliveryId: string,
): Promise<ImportAnswer> {
  const body = new FormData();
  body.set("file", file, file.name);
  body.set("deliveryId", deliveryId);
  const response = await send(transport, `v2/cart/${encodeURIComponent(cartId)}/upload`, { method: "POST", body });
  const parsed = importAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new CommerceError("invalid_response", response.status, null, "cart");
  return parsed.data;
}

export async function exportCartFile(
  transport: CommerceTransport,
  cartId: string,
  format: "csv" | "xlsx",
): Promise<Response> {
  const response = await send(transport, `v2/cart/${encodeURIComponent(cartId)}/export`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ format }),
  });
  const headers = new Headers();
  for (const name of ["Content-Type", "Content-Disposition"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: 200, headers });
}
