import { z } from "zod";
import { isSingleLine } from "@shop/contract/single-line-text";
import { PERMISSION_DENIALS, ROLES, type CustomerPermission } from "@shop/domain/roles";
import { serverT } from "~/platform/i18n/catalogue.server";

const name = (key: string) =>
  z
    .string()
    .trim()
    .min(1, { error: () => serverT(key) })
    .max(60, { error: () => serverT(key) })
    // The service refuses a name with a line break or a control character (contract/single-line-text.ts): said here.
    .refine(isSingleLine, { error: () => serverT("account-pages.users.errors.single_line") });
const userFields = z.object({
  firstName: name("account-pages.users.errors.first_name"),
  lastName: name("account-pages.users.errors.last_name"),
  mobileNumber: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .regex(/^[+\d][\d -]{5,19}$/, { error: () => serverT("account-pages.users.errors.phone") }),
    ])
    .transform((v) => (v === "" ? null : v)),
});
const emailField = z.email({ error: () => serverT("account-pages.users.errors.email") }).max(320);

export type UserFieldErrors = Partial<
  Record<"email" | "firstName" | "lastName" | "mobileNumber" | "permissions", string>
>;

/**
 * The customer-wide permissions of the form: for each customer row `perm.<id>.enabled`,
 * `perm.<id>.role` and the denial checkboxes `perm.<id>.deny`. Project-level permissions are kept
 * from `existing`: this form does not edit them.
 */
export function permissionsFrom(
  formData: FormData,
  customerIds: string[],
  existing: CustomerPermission[] = [],
): CustomerPermission[] {
  const granted: CustomerPermission[] = [];
  for (const customerId of customerIds) {
    if (formData.get(`perm.${customerId}.enabled`) !== "on") continue;
    const role = z
      .enum(ROLES)
      .catch("USER")
      .parse(formData.get(`perm.${customerId}.role`));
    const permissionDenies = formData
      .getAll(`perm.${customerId}.deny`)
      .filter((d): d is (typeof PERMISSION_DENIALS)[number] =>
        (PERMISSION_DENIALS as readonly string[]).includes(String(d)),
      );
    granted.push({ customerId, projectId: null, role, permissionDenies });
  }
  const kept = existing.filter((p) => p.projectId !== null && granted.some((g) => g.customerId === p.customerId));
  return [...granted, ...kept];
}

export function parseUserForm(formData: FormData, withEmail: boolean) {
  const values = {
    email: String(formData.get("email") ?? "").trim(),
    firstName: String(formData.get("firstName") ?? ""),
    lastName: String(formData.get("lastName") ?? ""),
    mobileNumber: String(formData.get("mobileNumber") ?? ""),
  };
  const fieldErrors: UserFieldErrors = {};
  const parsed = userFields.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as keyof UserFieldErrors] ??= issue.message;
  if (withEmail && !emailField.safeParse(values.email).success)
    fieldErrors.email = serverT("account-pages.users.errors.email");
  return parsed.success && Object.keys(fieldErrors).length === 0
    ? { ok: true as const, value: { ...parsed.data, email: values.email }, values }
    : { ok: false as const, fieldErrors, values };
}
