/**
 * Quotes (spec section 7, /v1/quotes) and an accepted quote into the cart. The quote service's messages are shown to
 * the buyer as they come (spec section 8): `CommerceError.serviceMessage`, escaped by React.
 */
import { z } from "zod";
import {
  quoteAttachmentAddedSchema,
  quoteDefaultsSchema,
  quoteListSchema,
  quoteSchema,
  quoteToCartAnswerSchema,
  type Quote,
  type QuoteDefaults,
  type QuoteParty,
  type QuoteSummary,
  type QuoteToCartAnswer,
} from "@shop/contract/commerce/quotes";
import type { QuoteStatus } from "@shop/domain/quote-status";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError, failureKindFor } from "~/platform/services/commerce-errors.server";

export type { Quote, QuoteDefaults, QuoteParty, QuoteSummary, QuoteToCartAnswer };

export const QUOTE_PAGE_SIZE = 20;
const service = "order" as const;
const quotePath = (quoteId: string) => `v1/quotes/${encodeURIComponent(quoteId)}`;

export interface QuoteFilters {
  status?: QuoteStatus;
  q?: string;
  page: number;
}

export interface QuoteFieldChanges {
  title?: string;
  finalMessage?: string;
  validFrom?: string;
  validFor?: number;
  sender?: QuoteParty;
  receiver?: QuoteParty;
  priceType?: "NET" | "GROSS";
  mergeArticles?: boolean;
  showDiscounts?: boolean;
}

export interface NewQuoteItem {
  articleNumber: string;
  quantity: number;
}

export interface NewCustomItem {
  name: string;
  quantity: number;
  unit?: string;
  /** SEK with at most two decimals. */
  price: number;
}

/** The buyer's quotes and those made for him, newest first. */
export function listQuotes(transport: CommerceTransport, filters: QuoteFilters) {
  return commerceCall(transport, {
    path: "v1/quotes",
    query: {
      status: filters.status,
      q: filters.q || undefined,
      limit: QUOTE_PAGE_SIZE,
      offset: (filters.page - 1) * QUOTE_PAGE_SIZE,
    },
    schema: quoteListSchema,
    service,
  });
}

export function quoteDefaults(transport: CommerceTransport) {
  return commerceCall(transport, { path: "v1/quotes/default", schema: quoteDefaultsSchema, service });
}

export function getQuote(transport: CommerceTransport, quoteId: string) {
  return commerceCall(transport, { path: quotePath(quoteId), schema: quoteSchema, service });
}

/** A new draft, prefilled by the service from /v1/quotes/default, optionally with lines (from the cart or a product). */
export function createQuote(
  transport: CommerceTransport,
  quote: QuoteFieldChanges & { items?: NewQuoteItem[]; customItems?: NewCustomItem[] } = {},
) {
  return commerceCall(transport, { path: "v1/quotes", body: quote, schema: quoteSchema, service });
}

export function updateQuote(transport: CommerceTransport, quoteId: string, changes: QuoteFieldChanges) {
  return commerceCall(transport, {
    method: "PATCH",
    path: quotePath(quoteId),
    body: changes,
    schema: quoteSchema,
    service,
  });
}

/** A buyer's status change (send for review, withdraw, accept, decline); the service refuses others with 409. */
export function changeQuoteStatus(transport: CommerceTransport, quoteId: string, status: QuoteStatus) {
  return commerceCall(transport, {
    method: "PATCH",
    path: quotePath(quoteId),
    body: { status },
    schema: quoteSchema,
    service,
  });
}

export function copyQuote(transport: CommerceTransport, quoteId: string) {
  return commerceCall(transport, { path: `${quotePath(quoteId)}/copy`, body: {}, schema: quoteSchema, service });
}

export async function deleteQuotes(transport: CommerceTransport, quoteIds: string[]) {
  return commerceCall(transport, {
    method: "DELETE",
    path: "v1/quotes",
    query: { quoteIds: quoteIds.join(",") },
    schema: z.object({ deleted: z.number() }),
    service,
  });
}

export function addQuoteItems(transport: CommerceTransport, quoteId: string, items: NewQuoteItem[]) {
  return commerceCall(transport, {
    path: `${quotePath(quoteId)}/items`,
    body: { items },
    schema: quoteSchema,
    service,
  });
}

export function updateQuoteItems(
  transport: CommerceTransport,
  quoteId: string,
  items: { quoteItemId: string; quantity?: number; price?: number | null; discountPercentage?: number | null }[],
) {
  return commerceCall(transport, {
    method: "PATCH",
    path: `${quotePath(quoteId)}/items`,
    body: { items },
    schema: quoteSchema,
    service,
  });
}

export function deleteQuoteItems(transport: CommerceTransport, quoteId: string, itemIds: string[]) {
  return commerceCall(transport, {
    method: "DELETE",
    path: `${quotePath(quoteId)}/items`,
    query: { itemIds: itemIds.join(",") },
    schema: quoteSchema,
    service,
  });
}

export function addCustomItems(transport: CommerceTransport, quoteId: string, customItems: NewCustomItem[]) {
  return commerceCall(transport, {
    path: `${quotePath(quoteId)}/customItems`,
    body: { customItems },
    schema: quoteSchema,
    service,
  });
}

export function updateCustomItems(
  transport: CommerceTransport,
  quoteId: string,
  customItems: (Partial<NewCustomItem> & { customItemId: string })[],
) {
  return commerceCall(transport, {
    method: "PATCH",
    path: `${quotePath(quoteId)}/customItems`,
    body: { customItems },
    schema: quoteSchema,
    service,
  });
}

export function deleteCustomItems(transport: CommerceTransport, quoteId: string, customItemIds: string[]) {
  return commerceCall(transport, {
    method: "DELETE",
    path: `${quotePath(quoteId)}/customItems`,
    query: { customItemIds: customItemIds.join(",") },
    schema: quoteSchema,
    service,
  });
}

/** An accepted quote's catalogue lines into the buyer's current cart, at the agreed prices. */
export function addQuoteToCart(transport: CommerceTransport, quoteId: string) {
  return commerceCall(transport, {
    path: `v2/cart/current/quotes/${encodeURIComponent(quoteId)}`,
    body: {},
    schema: quoteToCartAnswerSchema,
    service: "cart",
  });
}

async function send(transport: CommerceTransport, path: string, init: RequestInit): Promise<Response> {
  const url = new URL(path, transport.baseUrl.endsWith("/") ? transport.baseUrl : `${transport.baseUrl}/`);
  const headers = new Headers(init.headers);
  if (transport.token) headers.set("Authorization", `Bearer ${transport.token}`);
  let response: Response;
  try {
    response = await transport.fetch(url.toString(), { ...init, headers, signal: AbortSignal.timeout(20_000) });
  } catch {
    throw new CommerceError("no_response", null, null, service);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === "string" ? body.message.slice(0, 300) : null;
    throw new CommerceError(failureKindFor(response.status, message), response.status, message, service);
  }
  return response;
}

/** Uploads one attachment (the service refuses more than 2 MB with 413 and saves nothing). */
export async function addQuoteAttachment(transport: CommerceTransport, quoteId: string, file: File) {
  const body = new FormData();
  body.set("file", file, file.name);
  const response = await send(transport, `${quotePath(quoteId)}/attachments`, { method: "POST", body });
  return quoteAttachmentAddedSchema.parse(await response.json());
}

export async function deleteQuoteAttachment(transport: CommerceTransport, quoteId: string, attachmentId: string) {
  await send(transport, `${quotePath(quoteId)}/attachments/${encodeURIComponent(attachmentId)}`, { method: "DELETE" });
}

/** An attachment's bytes as the service streams them (content type and disposition passed on). */
export function fetchQuoteAttachment(transport: CommerceTransport, quoteId: string, attachmentId: string) {
  return send(transport, `${quotePath(quoteId)}/attachments/${encodeURIComponent(attachmentId)}`, {});
}

/** The quote as a PDF in the shop's look, for the buyer to forward to his customer. */
export function fetchQuotePdf(transport: CommerceTransport, quoteId: string) {
  return send(transport, `${quotePath(quoteId)}/pdf`, { headers: { Accept: "application/pdf" } });
}
