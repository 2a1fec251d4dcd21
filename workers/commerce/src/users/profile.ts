/** Self-service profile update: name, mobile number, preferred store and preferred delivery method. */
import { z } from "zod";
import { DELIVERY_METHOD_IDS as DELIVERY_IDS, LIMITED_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import { singleLineText } from "@shop/contract/single-line-text";
import type { AccessClaims } from "../auth/jwt";
import { denies } from "../auth/claims";
import { loadPermissions, type UserRow } from "../auth/users";
import { badRequest, forbidden, notFound } from "../http/errors";
import { userView } from "./read";

// One line (contract/single-line-text.ts): a name is printed as stored on PDFs, exports and admin pages.
const name = singleLineText(60).min(1, "Required");

export const profileUpdateSchema = z
  .object({
    firstName: name,
    lastName: name,
    // Empty clears the number; otherwise a Swedish-style phone number (digits, spaces, dashes, leading +).
    mobileNumber: z
      .string()
      .trim()
      .max(20)
      .transform((v) => (v === "" ? null : v))
      .pipe(
        z
          .string()
          .regex(/^[+\d][\d -]{5,19}$/, "Not a phone number")
          .nullable(),
      )
      .nullable(),
    preferredStore: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z_-]{1,20}$/, "Not a store id")
      .nullable(),
    preferredDeliveryMethod: z.enum(DELIVERY_IDS),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export async function updateOwnProfile(db: D1Database, claims: AccessClaims, userId: string, input: ProfileUpdate) {
  // Only one's own profile: admins change other users through PUT /v2/users/{id}.
  if (claims.sub !== userId) throw forbidden("You can only change your own profile");
  if (
    denies(claims, "EJ_ALLA_LEVERANSSATT") &&
    !(LIMITED_DELIVERY_METHODS as readonly string[]).includes(input.preferredDeliveryMethod)
  ) {
    throw badRequest("Invalid body", [
      { path: "preferredDeliveryMethod", code: "not_allowed", message: `Only ${LIMITED_DELIVERY_METHODS.join(", ")}` },
    ]);
  }
  if (input.preferredStore) {
    const store = await db
      .prepare("SELECT 1 AS ok FROM location_services WHERE location_id = ? AND service = 'standard-pickup'")
      .bind(input.preferredStore)
      .first();
    if (!store)
      throw badRequest("Invalid body", [
        { path: "preferredStore", code: "not_found", message: "No such pickup store" },
      ]);
  }
  const updated = await db
    .prepare(
      "UPDATE users SET first_name = ?, last_name = ?, mobile_number = ?, preferred_store = ?, preferred_delivery_method = ? WHERE id = ? RETURNING *",
    )
    .bind(
      input.firstName,
      input.lastName,
      input.mobileNumber,
      input.preferredStore,
      input.preferredDeliveryMethod,
      userId,
    )
    .first<UserRow>();
  if (!updated) throw notFound("User not found");
  return userView(db, updated, await loadPermissions(db, userId));
}
