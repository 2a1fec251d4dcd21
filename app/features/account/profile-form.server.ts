/** The profile form of /mina-sidor/profil: one zod schema for the form (saved by updateProfile). */
import { z } from "zod";
import { DELIVERY_METHOD_IDS, LIMITED_DELIVERY_METHODS, type DeliveryMethodId } from "@shop/domain/delivery-options";
import { isSingleLine } from "@shop/contract/single-line-text";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { ProfileInput } from "./account-profile.server";

export const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "mobileNumber",
  "preferredStore",
  "preferredDeliveryMethod",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

/** The delivery methods a buyer may prefer: the limited set for EJ_ALLA_LEVERANSSATT. */
export function selectableDeliveryMethods(limited: boolean): readonly DeliveryMethodId[] {
  return limited ? LIMITED_DELIVERY_METHODS : DELIVERY_METHOD_IDS;
}

const NAME_MAX = 60;

function profileForm(storeIds: ReadonlySet<string>, methods: readonly DeliveryMethodId[]) {
  const name = (key: string) =>
    z
      .string()
      .trim()
      .min(1, { error: () => serverT(key) })
      .max(NAME_MAX, { error: () => serverT("account-pages.profile_form.errors.too_long", { max: NAME_MAX }) })
      // The service refuses a name with a line break or a control character (contract/single-line-text.ts): said here.
      .refine(isSingleLine, { error: () => serverT("account-pages.profile_form.errors.single_line") });
  return z.object({
    firstName: name("account-pages.profile_form.errors.first_name"),
    lastName: name("account-pages.profile_form.errors.last_name"),
    mobileNumber: z
      .union([
        z.literal(""),
        z
          .string()
          .trim()
          .regex(/^[+\d][\d -]{5,19}$/, { error: () => serverT("account-pages.profile_form.errors.phone") }),
      ])
      .transform((v) => (v === "" ? null : v)),
    preferredStore: z
      .string()
      .trim()
      .refine((v) => v === "" || storeIds.has(v), { error: () => serverT("account-pages.profile_form.errors.store") })
      .transform((v) => (v === "" ? null : v)),
    preferredDeliveryMethod: z
      .string()
      .refine((v): v is DeliveryMethodId => (methods as readonly string[]).includes(v), {
        error: () => serverT("account-pages.profile_form.errors.delivery_method"),
      }),
  });
}

/** The posted profile, or one Swedish message per bad field (and the values to show again). */
export function parseProfileForm(
  formData: FormData,
  options: { storeIds: ReadonlySet<string>; limited: boolean },
):
  | { ok: true; value: ProfileInput }
  | { ok: false; fieldErrors: ProfileFieldErrors; values: Record<ProfileField, string> } {
  const values = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, String(formData.get(f) ?? "")])) as Record<
    ProfileField,
    string
  >;
  const parsed = profileForm(options.storeIds, selectableDeliveryMethods(options.limited)).safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data as ProfileInput };
  const fieldErrors: ProfileFieldErrors = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as ProfileField] ??= issue.message;
  return { ok: false, fieldErrors, values };
}
