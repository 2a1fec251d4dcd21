/** HS256 JWTs with WebCrypto. The header must say exactly HS256: alg "none" and others are refused. */
import { z } from "zod";
import { PERMISSION_DENIALS, ROLES } from "@shop/domain/roles";
import { base64UrlDecode, base64UrlEncode, encoder } from "./crypto";
import { keptPerIsolate } from "../isolate-caches";

export const accessClaimsSchema = z.object({
  sub: z.string(),
  userId: z.string(),
  sid: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
  roles: z.array(z.enum(ROLES)),
  customerPermissions: z.array(
    z.object({
      role: z.enum(ROLES),
      permissionDenies: z.array(z.enum(PERMISSION_DENIALS)),
      customerId: z.string(),
      projectId: z.string().nullable(),
    }),
  ),
  /** The customer/project context this token is scoped to (prices, assortment). */
  customerId: z.string().nullable(),
  projectId: z.string().nullable(),
  mode: z.enum(["NORMAL", "PUNCHOUT"]),
  /** The user's auth_version when the token was issued (migration 0085); a different value in D1 means 401. */
  av: z.number().int().min(0),
  /** Present (true) only for a suspended user: the storefront shows the notice; writes are refused by the service. */
  suspended: z.boolean().optional(),
  /** Present (true) only for a user administered in the external admin site. */
  externalAdmin: z.boolean().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

const keyCache = new Map<string, Promise<CryptoKey>>();
keptPerIsolate(() => keyCache.clear());
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keyCache.set(secret, key);
  }
  return key;
}

const HEADER = base64UrlEncode(encoder.encode(JSON.stringify({ alg: "HS256", typ: "JWT" })));

export async function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  const payload = base64UrlEncode(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`${HEADER}.${payload}`));
  return `${HEADER}.${payload}.${base64UrlEncode(signature)}`;
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: "malformed" | "algorithm" | "signature" | "expired" | "claims" };

/**
 * Tokens whose signature and claims were already checked in this isolate: a page's several calls (and the next
 * pages) carry the same token, and checking it again costs an HMAC and a claims parse each time. Keyed by the whole
 * token and the secret, so only that exact signed text is recognised; expiry is still checked on every call, and
 * whether its session still stands is the middleware's D1 read per request (logout and revocation stay immediate).
 */
const verified = new Map<string, { secret: string; claims: AccessClaims }>();
keptPerIsolate(() => verified.clear());
const VERIFIED_MAX = 1_000;

export async function verifyAccessToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<VerifyResult> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (known.claims.exp <= nowSeconds) return { ok: false, reason: "expired" };
    return { ok: true, claims: known.claims };
  }
  const result = await verifySignedToken(token, secret, nowSeconds);
  if (result.ok) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret, claims: result.claims });
  }
  return result;
}

async function verifySignedToken(token: string, secret: string, nowSeconds: number): Promise<VerifyResult> {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return { ok: false, reason: "malformed" };
  const [headerText, payloadText, signatureText] = parts;
  let header: unknown;
  let payload: unknown;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    header = JSON.parse(new TextDecoder().decode(base64UrlDecode(headerText)));
    payload = JSON.parse(new TextDecoder().decode(base64UrlDecode(payloadText)));
    signature = base64UrlDecode(signatureText);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof header !== "object" || header === null || (header as { alg?: unknown }).alg !== "HS256")
    return { ok: false, reason: "algorithm" };
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    signature,
    encoder.encode(`${headerText}.${payloadText}`),
  );
  if (!valid) return { ok: false, reason: "signature" };
  const claims = accessClaimsSchema.safeParse(payload);
  if (!claims.success) return { ok: false, reason: "claims" };
  if (claims.data.exp <= nowSeconds) return { ok: false, reason: "expired" };
  return { ok: true, claims: claims.data };
}
