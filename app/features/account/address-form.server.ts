import { z } from "zod";
import { isSingleLine } from "@shop/contract/single-line-text";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { AddressInput } from "./account-addresses.server";

// Every line is one line: the service refuses a line break or a control character (contract/single-line-text.ts).
const singleLine = { error: () => serverT("account-pages.addresses.errors.single_line") };
const line = (max: number) => z.string().trim().max(max).refine(isSingleLine, singleLine);
const optional = (max: number) => line(max).transform((v) => (v === "" ? null : v));
const required = (max: number, key: string) =>
  z
    .string({ error: () => serverT(key) })
    .trim()
    .min(1, { error: () => serverT(key) })
    .max(max)
    .refine(isSingleLine, singleLine);

const addressForm = z.object({
  label: line(60),
  name: required(100, "account-pages.addresses.errors.name"),
  recipientName: optional(100),
  address1: required(100, "account-pages.addresses.errors.address1"),
  address2: optional(100),
  address3: optional(100),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{2}$/, { error: () => serverT("account-pages.addresses.errors.postal_code") }),
  postalAddress: required(60, "account-pages.addresses.errors.postal_address"),
  countryCode: z.enum(["SE", "AX"]).catch("SE"),
  phone: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .regex(/^[+\d][\d -]{5,19}$/, { error: () => serverT("account-pages.addresses.errors.phone") }),
    ])
    .transform((v) => (v === "" ? null : v)),
  preselected: z.boolean(),
});

export const ADDRESS_FIELDS = [
  "label",
  "name",
  "recipientName",
  "address1",
  "address2",
  "address3",
  "postalCode",
  "postalAddress",
  "phone",
] as const;
export type AddressFieldErrors = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;

/** The address form as the service wants it, or one Swedish message per bad field. */
export function parseAddressForm(
  formData: FormData,
): { ok: true; value: AddressInput } | { ok: false; fieldErrors: AddressFieldErrors; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) values[field] = String(formData.get(field) ?? "");
  const parsed = addressForm.safeParse({
    ...values,
    countryCode: formData.get("countryCode") ?? "SE",
    preselected: formData.get("preselected") === "on",
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: AddressFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AddressFieldErrors;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors, values };
}
