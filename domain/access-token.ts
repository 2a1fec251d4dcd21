/**
 * What the storefront reads from a commerce access token. The token came straight from the
 * commerce service over a server-to-server call and is kept in the signed session cookie, so its
 * claims are decoded, not verified: the storefront holds no signing key and needs none.
 */
import { z } from "zod";
import { PERMISSION_DENIALS, ROLES, isDenied, permissionFor, type PermissionDenial, type Role } from "./roles";

const claimsSchema = z.object({
  sub: z.string().min(1),
  exp: z.number().int(),
  roles: z.array(z.enum(ROLES)),
  customerPermissions: z.array(
    z.object({
      role: z.enum(ROLES),
      permissionDenies: z.array(z.string()),
      customerId: z.string(),
      projectId: z.string().nullable(),
    }),
  ),
  customerId: z.string().nullable(),
  projectId: z.string().nullable(),
  suspended: z.boolean().optional(),
  externalAdmin: z.boolean().optional(),
});

export interface AccessTokenFacts {
  userId: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
  roles: Role[];
  customerId: string | null;
  projectId: string | null;
  /** Denials of the permission that applies in the token's customer/project context. */
  denials: PermissionDenial[];
  /** A suspended user: the shop shows the suspended-user notice and the service refuses writes. */
  suspended: boolean;
  /** Administered in the external admin site (spec section 2). */
  externalAdmin: boolean;
}

function decodeBase64Url(text: string): string {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The facts of a JWT access token, or null when it is not one. */
export function readAccessToken(token: string): AccessTokenFacts | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  let json: unknown;
  try {
    json = JSON.parse(decodeBase64Url(payload));
  } catch {
    return null;
  }
  const parsed = claimsSchema.safeParse(json);
  if (!parsed.success) return null;
  const claims = parsed.data;
  const permissions = claims.customerPermissions.map((p) => ({
    ...p,
    permissionDenies: p.permissionDenies.filter((d): d is PermissionDenial =>
      (PERMISSION_DENIALS as readonly string[]).includes(d),
    ),
  }));
  const active = permissionFor(permissions, claims.customerId, claims.projectId);
  return {
    userId: claims.sub,
    expiresAt: claims.exp,
    roles: claims.roles,
    customerId: claims.customerId,
    projectId: claims.projectId,
    denials: PERMISSION_DENIALS.filter((d) => isDenied(active, d)),
    suspended: claims.suspended === true,
    externalAdmin: claims.externalAdmin === true,
  };
}

export const DEFAULT_TOKEN_REFRESH_MARGIN_SECONDS = 60;

/** Spec section 5: a token is valid while its exp minus the margin is still in the future. */
export function tokenIsFresh(expiresAt: number, nowSeconds: number, marginSeconds: number): boolean {
  return expiresAt - marginSeconds > nowSeconds;
}

/** The configured margin; anything that is not a non-negative whole number falls back to the default. */
export function refreshMarginSeconds(configured: string | undefined): number {
  if (configured === undefined || !/^\d{1,6}$/.test(configured.trim())) return DEFAULT_TOKEN_REFRESH_MARGIN_SECONDS;
  return Number(configured.trim());
}
