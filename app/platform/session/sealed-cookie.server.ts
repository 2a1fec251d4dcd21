/**
 * The session cookie's codec: the session data is encrypted and authenticated with AES-256-GCM
 * (WebCrypto), under a key derived from SESSION_SECRET with HKDF-SHA-256. The browser sees an
 * opaque value ("v1.<iv>.<ciphertext>", base64url): the commerce tokens inside cannot be read
 * client-side, and a changed byte makes the whole cookie read as an empty session.
 *
 * Cookies written before this codec (base64 JSON + HMAC signature) do not open either, so those
 * buyers simply sign in again; carts and orders live in the commerce service.
 */
import { createSession, type Session, type SessionData, type SessionStorage } from "@remix-run/cloudflare";
import { readCookie } from "@shop/domain/cookies";
import { createIsolateMemory, type IsolateMemory } from "~/platform/cache/isolate-memory.server";

export { readCookie };

const VERSION = "v1";
const IV_BYTES = 12;
// Fixed, public HKDF inputs: they only separate this key from any other use of the secret.
const HKDF_SALT = new TextEncoder().encode("bygg-el-shop session cookie");
const HKDF_INFO = new TextEncoder().encode("AES-256-GCM v1");
/** Browsers drop cookies over 4096 bytes (name, value and attributes); warn before that happens silently. */
const COOKIE_SIZE_WARNING = 4000;

const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: HKDF_SALT, info: HKDF_INFO },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

/** Encrypts `data` (JSON) for the cookie `name`; the name is bound in as additional data. */
export async function seal(secret: string, name: string, data: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(data));
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(name) },
    await keyFor(secret),
    plaintext,
  );
  return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(ciphertext))}`;
}

/**
 * Cookies this isolate opened lately, per secret: a buyer's every request carries the same cookie until it changes,
 * and decoding and decrypting it was a few per cent of a page's server time. Keyed by the whole sealed value (which
 * GCM authenticates), so a remembered text is exactly what decrypting it again would give; kept as the JSON text,
 * parsed per request, so no request can change another's copy.
 */
const opened = new Map<string, IsolateMemory>();

function openedFor(secret: string): IsolateMemory {
  let memory = opened.get(secret);
  if (!memory) {
    memory = createIsolateMemory({ ttlMs: 60_000, maxEntries: 1_000 });
    opened.set(secret, memory);
  }
  return memory;
}

function sessionObject(json: string): Record<string, unknown> | null {
  const data: unknown = JSON.parse(json);
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** The data `seal` wrote, or null for anything else (old signed cookies, another secret, tampering). */
export async function unseal(secret: string, name: string, value: string): Promise<Record<string, unknown> | null> {
  const memory = openedFor(secret);
  const memoryKey = `${name}=${value}`;
  const known = memory.read(memoryKey);
  if (known !== undefined) return sessionObject(known);
  const [version, ivPart, cipherPart, extra] = value.split(".");
  if (version !== VERSION || !ivPart || !cipherPart || extra !== undefined) return null;
  const iv = fromBase64Url(ivPart);
  const ciphertext = fromBase64Url(cipherPart);
  if (!iv || iv.length !== IV_BYTES || !ciphertext) return null;
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(name) },
      await keyFor(secret),
      ciphertext,
    );
    const json = new TextDecoder().decode(plaintext);
    const data = sessionObject(json);
    if (data) memory.remember(memoryKey, json);
    return data;
  } catch {
    return null;
  }
}

export interface SealedCookieOptions {
  name: string;
  secret: string;
  secure: boolean;
  sameSite: "lax" | "none";
  maxAgeSeconds: number;
}

function serializeCookie(options: SealedCookieOptions, value: string, maxAge: number): string {
  const parts = [
    `${options.name}=${value}`,
    `Max-Age=${maxAge}`,
    "Path=/",
    "HttpOnly",
    `SameSite=${options.sameSite === "none" ? "None" : "Lax"}`,
  ];
  if (maxAge === 0) parts.splice(2, 0, "Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** A Remix SessionStorage whose cookie holds the whole session, encrypted (see the module comment). */
export function createSealedCookieSessionStorage<Data = SessionData, FlashData = Data>(
  options: SealedCookieOptions,
): SessionStorage<Data, FlashData> {
  return {
    async getSession(cookieHeader) {
      const value = readCookie(cookieHeader, options.name);
      const data = value ? await unseal(options.secret, options.name, value) : null;
      return createSession<Data, FlashData>((data ?? {}) as Data, "");
    },
    async commitSession(session: Session<Data, FlashData>, serializeOptions) {
      const value = await seal(options.secret, options.name, session.data);
      const setCookie = serializeCookie(options, value, serializeOptions?.maxAge ?? options.maxAgeSeconds);
      if (setCookie.length > COOKIE_SIZE_WARNING)
        console.warn(`session cookie is ${setCookie.length} bytes; browsers drop cookies over 4096`);
      return setCookie;
    },
    async destroySession() {
      return serializeCookie(options, "", 0);
    },
  };
}
