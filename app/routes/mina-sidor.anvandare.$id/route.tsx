import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UserAccountActions } from "~/features/account/user-account-actions";
import { UserForm, type UserFormResult } from "~/features/account/user-form";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { toastHeaders } from "~/platform/session/toast.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { parseUserForm, permissionsFrom } from "~/features/account/user-form.server";
import { roleNamesFor } from "~/features/account/role-names.server";
import { getUser, grantableCustomers, requireUserAdmin, sendInvitation } from "~/features/account/user-admin.server";
import { userAdminRefusal } from "~/features/account/user-admin.server";
import { updateUser } from "~/features/account/account-users.server";
import { attempt, loadOrFail, keepSession } from "~/platform/routing/signed-in.server";
import { formDataOr413 } from "~/platform/security/form-data.server";
import { PurchasingControlsForms } from "~/features/order-approval";
import {
  CONTROLS_INTENT,
  controlsForForm,
  saveControlsForm,
  type ControlsFormResult,
} from "~/features/order-approval/index.server";

export const handle = { i18n: ["account-pages", "order-approval"] };

function userIdOf(params: { id?: string }): string {
  if (!params.id || !/^[A-Za-z0-9_-]{1,64}$/.test(params.id))
    throw new Response(serverT("errors.not_found"), { status: 404 });
  return params.id;
}

export const loader = keepSession(async function loader({ request, context, params }: LoaderFunctionArgs) {
  const commerce = await requireUserAdmin(request, context);
  const user = await loadOrFail(request, context, () => getUser(commerce.transport, userIdOf(params)));
  const [customers, names] = await Promise.all([
    loadOrFail(request, context, () => grantableCustomers(commerce, user)),
    roleNamesFor(request, commerce),
  ]);
  const self = user.userId === commerce.viewer.userId;
  // Order limits and the approver right (docs/purchasing-controls.md): never one's own.
  const controls = self ? [] : await controlsForForm(commerce.transport, user.userId);
  return { title: `${user.firstName} ${user.lastName}`, user, customers, self, names, controls };
});

export const action = keepSession(async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await formDataOr413(request);
  const commerce = await requireUserAdmin(request, context);
  verifyCsrf(formData, await context.session(), request);
  const userId = userIdOf(params);
  const intent = formData.get("intent");
  if (intent === CONTROLS_INTENT) return saveControlsForm(request, context, commerce.transport, userId, formData);
  if (intent === "invite") {
    const result = await attempt(request, context, () => sendInvitation(commerce, userId));
    if (!result.ok) return data<UserFormResult>(userAdminRefusal(result.error), { status: result.error.status ?? 400 });
    return result.value.ok
      ? { ok: true, message: serverT("account-pages.users.invited") }
      : data<UserFormResult>({ message: result.value.message, detail: null }, { status: result.value.status });
  }
  if (intent === "deactivate" || intent === "activate") {
    const result = await attempt(request, context, () =>
      updateUser(commerce.transport, userId, { active: intent === "activate" }),
    );
    // A user shared with customers this admin does not administer is only taken out of the admin's
    // customers and stays active for the others; he is no longer this admin's to show.
    if (result.ok && intent === "deactivate" && result.value.active) {
      return redirect("/mina-sidor/anvandare", {
        headers: await toastHeaders(request, context, {
          type: "success",
          message: serverT("account-pages.users.removed_from_customers"),
        }),
      });
    }
    return result.ok
      ? { ok: true, message: serverT(`account-pages.users.${intent}d`) }
      : data<UserFormResult>(userAdminRefusal(result.error), { status: result.error.status ?? 400 });
  }
  const current = await loadOrFail(request, context, () => getUser(commerce.transport, userId));
  const customers = await loadOrFail(request, context, () => grantableCustomers(commerce, current));
  const form = parseUserForm(formData, false);
  if (!form.ok)
    return data<UserFormResult>(
      { message: serverT("account-pages.form_errors"), fieldErrors: form.fieldErrors, values: form.values },
      { status: 400 },
    );
  const self = userId === commerce.viewer.userId;
  const customerPermissions = self
    ? undefined
    : permissionsFrom(
        formData,
        customers.map((c) => c.customerId),
        current.customerPermissions,
      );
  if (customerPermissions && customerPermissions.length === 0) {
    return data<UserFormResult>(
      {
        message: serverT("account-pages.form_errors"),
        fieldErrors: { permissions: serverT("account-pages.users.errors.permissions") },
        values: form.values,
      },
      { status: 400 },
    );
  }
  const { email: _email, ...fields } = form.value;
  const result = await attempt(request, context, () =>
    updateUser(commerce.transport, userId, { ...fields, customerPermissions }),
  );
  if (!result.ok)
    return data<UserFormResult>(
      { ...userAdminRefusal(result.error), values: form.values },
      { status: result.error.status ?? 400 },
    );
  return { ok: true, message: serverT("account-pages.users.saved") };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function EditUserPage() {
  const t = useT();
  const { user, customers, self, names, controls } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as UserFormResult | ControlsFormResult | undefined;
  const controlsResult = answer && "controls" in answer ? answer : undefined;
  const result = answer && !("controls" in answer) ? answer : undefined;
  return (
    <PageFrame title={`${user.firstName} ${user.lastName}`}>
      <p>
        {user.email} · {user.active ? t("account-pages.users.is_active") : t("account-pages.users.is_inactive")}
      </p>
      <UserForm
        user={user}
        customers={self ? [] : customers}
        result={result}
        submitLabel={t("account-pages.users.save")}
        names={names}
      />
      <PurchasingControlsForms customers={user.customers} controls={controls} result={controlsResult} />
      {self ? null : <UserAccountActions active={user.active} />}
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
