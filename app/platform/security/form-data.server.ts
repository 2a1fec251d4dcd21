/**
 * Reading a form with a size limit. Remix's `request.formData()` reads the whole body into memory
 * whatever its size (and a body without Content-Length cannot be checked from its headers), so an
 * action that takes a file or a free-text form reads it through here and answers a Swedish 413
 * instead of running out of memory or into a 500 (docs/security.md, limits).
 */

import { serverT } from "~/platform/i18n/catalogue.server";
import { payloadTooLargeResponse } from "./refusal-response.server";

/** An ordinary form (cart line, label, address, login): a few KB; 64 KB leaves room for long text fields. */
export const FORM_BODY_LIMIT = 64 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Request body over ${maxBytes} bytes`);
  }
}

/**
 * A body the runtime cannot read as a form (a multipart body without its boundary, a wrong content type)
 * is the sender's mistake: a Swedish 400, not an unhandled TypeError and a 500.
 */
async function parseForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response(serverT("errors.form_unreadable"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** The body's bytes, or BodyTooLargeError as soon as the declared or the streamed size passes `maxBytes`. */
export async function bytesWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The form, or BodyTooLargeError as soon as the declared or the streamed size passes `maxBytes`. */
export async function formDataWithin(request: Request, maxBytes: number): Promise<FormData> {
  if (!request.body) return parseForm(request);
  const body = await bytesWithin(request, maxBytes);
  return parseForm(new Request(request.url, { method: request.method, headers: request.headers, body }));
}

/**
 * The form, or a thrown 413 for an action that has no field to put the message next to: a page route's error
 * boundary shows it as the Swedish error page; a resource route answers with it as it is (the Swedish page, or
 * `{ message }` for data requests and the API).
 */
export async function formDataOr413(request: Request, maxBytes = FORM_BODY_LIMIT): Promise<FormData> {
  try {
    return await formDataWithin(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw payloadTooLargeResponse(request);
    throw error;
  }
}
