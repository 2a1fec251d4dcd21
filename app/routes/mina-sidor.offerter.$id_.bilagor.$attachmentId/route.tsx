import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { fetchQuoteAttachment } from "~/features/quotes/quotes-client.server";
import { loadOrFail, requireCommerce, keepSession } from "~/platform/routing/signed-in.server";
import { quoteIdOf } from "~/features/quotes/quote-access.server";

/** The file's own name (the service sends it percent-encoded), as RFC 6266 spells a name outside ASCII. */
function downloadDisposition(upstream: string | null): string {
  const raw = /filename="([^"]*)"/.exec(upstream ?? "")?.[1] ?? "";
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded: the name as sent.
  }
  const ascii = name.replace(/[^\w.-]/g, "_") || "bilaga";
  const encoded = encodeURIComponent(name || "bilaga").replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A quote attachment, streamed from the quote service without buffering. The service decides who may see the
 * quote (404 otherwise); the file is always a download, never a page of the shop's origin.
 */
export const loader = keepSession(async function loader({ request, context, params }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const quoteId = quoteIdOf(params);
  const attachmentId = params.attachmentId ?? "";
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(attachmentId)) throw new Response(serverT("errors.not_found"), { status: 404 });
  const upstream = await loadOrFail(request, context, () =>
    fetchQuoteAttachment(commerce.transport, quoteId, attachmentId),
  );
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": upstream.headers.get("Content-Type") ?? "application/octet-stream",
      "Content-Disposition": downloadDisposition(upstream.headers.get("Content-Disposition")),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
