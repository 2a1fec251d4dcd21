import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UserForm, type UserFormResult } from "~/features/account/user-form";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { toastHeaders } from "~/platform/session/toast.server";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { parseUserForm, permissionsFrom } from "~/features/account/user-form.server";
import { roleNamesFor } from "~/features/account/role-names.server";
import { grantableCustomers, requireUserAdmin, userAdminRefusal } from "~/features/account/user-admin.server";
import { createUser } from "~/features/account/account-users.server";
import { attempt, loadOrFail, keepSession } from "~/platform/routing/signed-in.server";
import { formDataOr413 } from "~/platform/security/form-data.server";

export const handle = { i18n: ["account-pages"] };

export const loader = keepSession(async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireUserAdmin(request, context);
  const [customers, names] = await Promise.all([
    loadOrFail(request, context, () => grantableCustomers(commerce)),
    roleNamesFor(request, commerce),
  ]);
  return { title: serverT("account-pages.users.new_title"), customers, names };
});

export const action = keepSession(async function action({ request, context }: ActionFunctionArgs) {
  const formData = await formDataOr413(request);
  const commerce = await requireUserAdmin(request, context);
  verifyCsrf(formData, await context.session(), request);
  const customers = await loadOrFail(request, context, () => grantableCustomers(commerce));
  const form = parseUserForm(formData, true);
  const customerPermissions = permissionsFrom(
    formData,
    customers.map((c) => c.customerId),
  );
  if (!form.ok || customerPermissions.length === 0) {
    const fieldErrors = form.ok ? {} : form.fieldErrors;
    if (customerPermissions.length === 0) fieldErrors.permissions = serverT("account-pages.users.errors.permissions");
    return data<UserFormResult>(
      { message: serverT("account-pages.form_errors"), fieldErrors, values: form.values },
      { status: 400 },
    );
  }
  const result = await attempt(request, context, () =>
    createUser(commerce.transport, { ...form.value, customerPermissions }),
  );
  if (!result.ok)
    return data<UserFormResult>(
      { ...userAdminRefusal(result.error), values: form.values },
      { status: result.error.status ?? 400 },
    );
  const headers = await toastHeaders(request, context, {
    type: "success",
    message: serverT("account-pages.users.created", { email: form.value.email }),
  });
  return redirect(`/mina-sidor/anvandare/${encodeURIComponent(result.value.userId)}`, { status: 303, headers });
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function NewUserPage() {
  const t = useT();
  const { customers, names } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as UserFormResult | undefined;
  return (
    <PageFrame title={t("account-pages.users.new_title")}>
      <p>{t("account-pages.users.new_intro")}</p>
      <UserForm customers={customers} result={result} submitLabel={t("account-pages.users.create")} names={names} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
