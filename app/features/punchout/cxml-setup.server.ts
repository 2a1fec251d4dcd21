/**
 * POST /punchout/cxml: a procurement system's PunchOutSetupRequest (cXML, docs/punchout.md). Whatever
 * happens, the answer is cXML (text/xml) with a Status code, never an HTML page: the caller is a machine.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { cxmlStatusDocument, setupResponseDocument, type CxmlStatusCode } from "@shop/domain/cxml-documents";
import { readSetupRequest } from "@shop/domain/cxml-setup-request";
import { CXML_MAX_BYTES } from "@shop/domain/cxml-xml";
import { BodyTooLargeError, bytesWithin } from "~/platform/security/form-data.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { requestCxmlStartToken } from "./cxml-client.server";
import { transportFor } from "~/platform/session/commerce-session.server";

export const CXML_SETUP_PATH = "/punchout/cxml";
export const CXML_START_PATH = "/punchout/cxml/start";
/** Form field some procurement systems post the document in instead of a raw XML body. */
const FORM_FIELD = /^cxml-urlencoded$/i;

function envelope(request: Request) {
  return {
    payloadId: `${Date.now()}.${crypto.randomUUID()}@${new URL(request.url).hostname}`,
    timestamp: new Date().toISOString(),
  };
}

export function cxmlAnswer(request: Request, code: CxmlStatusCode, message: string): Response {
  return new Response(cxmlStatusDocument(envelope(request), code, message), {
    status: code,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The document of the body: raw XML, or the `cxml-urlencoded` field of a form post. */
function documentOf(request: Request, body: Uint8Array): string {
  const text = new TextDecoder().decode(body);
  if (!(request.headers.get("Content-Type") ?? "").includes("application/x-www-form-urlencoded")) return text;
  for (const [name, value] of new URLSearchParams(text)) if (FORM_FIELD.test(name)) return value;
  return "";
}

const COMMERCE_STATUS: Partial<Record<CommerceError["kind"], [CxmlStatusCode, string]>> = {
  unauthorized: [401, "Credentials or SharedSecret not accepted"],
  forbidden: [403, "BrowserFormPost URL not allowed for this customer, or the punch-out user is blocked"],
  bad_request: [400, "The setup request has invalid values"],
  // The service's limits on failed credential checks, per sender identity and per address: no hashing, no token.
  locked: [429, "Too many failed credential checks for this sender or from this address; try again later"],
};

async function answerSetup(request: Request, context: AppLoadContext): Promise<Response> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await bytesWithin(request, CXML_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return cxmlAnswer(request, 413, "Request body over 1 MB");
    // A stream the request policy cut at its cap (it answers 413 then) or a client that went away.
    return cxmlAnswer(request, 400, "The request body could not be read");
  }
  const reading = readSetupRequest(documentOf(request, body));
  if (!reading.ok) return cxmlAnswer(request, reading.status, reading.text);
  const { payloadId: _payloadId, ...setup } = reading.request;
  try {
    const { StartToken } = await requestCxmlStartToken(transportFor(context), setup);
    const start = new URL(CXML_START_PATH, request.url);
    start.searchParams.set("token", StartToken);
    return new Response(setupResponseDocument(envelope(request), start.href), {
      headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
    });
  } catch (error) {
    const known = error instanceof CommerceError ? COMMERCE_STATUS[error.kind] : undefined;
    if (known) return cxmlAnswer(request, ...known);
    throw error;
  }
}

export async function cxmlSetup(request: Request, context: AppLoadContext): Promise<Response> {
  try {
    return await answerSetup(request, context);
  } catch (error) {
    console.error(`cxml setup failed: ${error instanceof Error ? error.message : "unknown error"}`);
    return cxmlAnswer(request, 500, "The shop could not answer the setup request; try again later");
  }
}
