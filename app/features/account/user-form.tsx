import { Form, Link } from "@remix-run/react";
import { PERMISSION_DENIALS, ROLES, type CustomerPermission, type Role } from "@shop/domain/roles";
import { useT } from "~/platform/i18n/i18n-provider";
import { Field, FormMessage } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { denialName, roleName, type RoleNameLabels } from "./role-name-list";

export interface UserFormResult {
  message?: string;
  detail?: string | null;
  ok?: boolean;
  fieldErrors?: Partial<Record<"email" | "firstName" | "lastName" | "mobileNumber" | "permissions", string>>;
  values?: Record<string, string>;
}

interface Props {
  user?: {
    email: string;
    firstName: string;
    lastName: string;
    mobileNumber: string | null;
    customerPermissions: CustomerPermission[];
  } | null;
  /** Each customer the admin may give access to, with the roles the service lets him grant there. */
  customers: { customerId: string; customerName: string; roles?: readonly Role[] }[];
  result?: UserFormResult;
  submitLabel: string;
  /** Role and permission names from the commerce service. */
  names: RoleNameLabels;
}

/** Name, phone and, per customer, access with a role and the denials (spec section 6). */
export function UserForm({ user, customers, result, submitLabel, names }: Props) {
  const t = useT();
  const errors = result?.fieldErrors ?? {};
  const value = (field: "email" | "firstName" | "lastName" | "mobileNumber") =>
    result?.values?.[field] ?? user?.[field] ?? "";
  return (
    <Form method="post" noValidate>
      <FormMessage message={result?.message} ok={result?.ok} />
      {result?.detail ? (
        <p className="muted">{t("account-pages.users.service_said", { detail: result.detail })}</p>
      ) : null}
      <CsrfField />
      {user ? null : (
        <Field
          id="user-email"
          name="email"
          type="email"
          autoComplete="off"
          label={t("account-pages.users.email")}
          defaultValue={value("email")}
          error={errors.email}
        />
      )}
      <Field
        id="user-first"
        name="firstName"
        label={t("account-pages.users.first_name")}
        defaultValue={value("firstName")}
        error={errors.firstName}
      />
      <Field
        id="user-last"
        name="lastName"
        label={t("account-pages.users.last_name")}
        defaultValue={value("lastName")}
        error={errors.lastName}
      />
      <Field
        id="user-phone"
        name="mobileNumber"
        type="tel"
        label={t("account-pages.users.phone")}
        defaultValue={value("mobileNumber")}
        error={errors.mobileNumber}
      />
      <h2>{t("account-pages.users.permissions")}</h2>
      {errors.permissions ? <p className="field__error">{errors.permissions}</p> : null}
      {customers.map((customer) => {
        const current =
          user?.customerPermissions.find((p) => p.customerId === customer.customerId && p.projectId === null) ??
          user?.customerPermissions.find((p) => p.customerId === customer.customerId);
        const prefix = `perm.${customer.customerId}`;
        const id = `perm-${customer.customerId}`;
        return (
          <fieldset key={customer.customerId}>
            <legend>
              {customer.customerName} ({customer.customerId})
            </legend>
            <div className="choice">
              <input
                type="checkbox"
                id={`${id}-enabled`}
                name={`${prefix}.enabled`}
                defaultChecked={Boolean(current) || (!user && customers.length === 1)}
              />
              <label htmlFor={`${id}-enabled`}>
                {t("account-pages.users.access", { customer: customer.customerName })}
              </label>
            </div>
            <div className="field">
              <label htmlFor={`${id}-role`}>
                {t("account-pages.users.role_at", { customer: customer.customerName })}
              </label>
              <select id={`${id}-role`} name={`${prefix}.role`} defaultValue={current?.role ?? "USER"}>
                {offeredRoles(customer.roles ?? ROLES, current?.role).map((role) => (
                  <option key={role} value={role}>
                    {roleName(names, role)}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="checkbox-group">
              <legend>{t("account-pages.users.denials")}</legend>
              {PERMISSION_DENIALS.map((denial) => (
                <div className="choice" key={denial}>
                  <input
                    type="checkbox"
                    id={`${id}-${denial}`}
                    name={`${prefix}.deny`}
                    value={denial}
                    defaultChecked={current?.permissionDenies.includes(denial) ?? false}
                  />
                  <label htmlFor={`${id}-${denial}`}>{denialName(names, denial)}</label>
                </div>
              ))}
            </fieldset>
          </fieldset>
        );
      })}
      <button type="submit" name="intent" value="save">
        {submitLabel}
      </button>{" "}
      <Link to="/mina-sidor/anvandare">{t("account-pages.cancel")}</Link>
    </Form>
  );
}

/** The grantable roles, and the user's current one even where the admin may not grant it (it stays as it is). */
function offeredRoles(grantable: readonly Role[], current: Role | undefined): readonly Role[] {
  return current && !grantable.includes(current)
    ? ROLES.filter((r) => r === current || grantable.includes(r))
    : grantable;
}
