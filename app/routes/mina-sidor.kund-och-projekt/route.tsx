import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { listCustomers, switchContext } from "~/features/account/customer-context.server";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";
import {
  loadOrFail,
  readAccountForm,
  requireCommerce,
  keepSession,
  withSessionCookies,
} from "~/platform/routing/signed-in.server";

export const handle = { i18n: ["account-pages"] };

export const loader = keepSession(async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const customers = await loadOrFail(request, context, () => listCustomers(commerce.transport));
  return {
    title: serverT("account-pages.context.title"),
    customers,
    current: { customerId: commerce.viewer.customerId, projectId: commerce.viewer.projectId },
    locked: commerce.viewer.denials.includes("EJ_ANDRA_SORTIMENT"),
    redirectTo: safeRedirectFor(
      request,
      new URL(request.url).searchParams.get("redirectTo"),
      "/mina-sidor/kund-och-projekt",
    ),
  };
});

/** `value` is "customerId" or "customerId/projectId": one radio group covers both levels. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, commerce } = await readAccountForm(request, context);
  const [customerId, projectId] = String(formData.get("context") ?? "").split("/");
  const redirectTo = formData.get("redirectTo");
  if (!customerId)
    return withSessionCookies(commerce, data({ message: serverT("account-pages.context.choose") }, { status: 400 }));
  const customers = await loadOrFail(request, context, () => listCustomers(commerce.transport));
  const outcome = await switchContext(
    request,
    context,
    commerce,
    { customerId, projectId: projectId || null },
    customers,
    typeof redirectTo === "string" ? redirectTo : "/mina-sidor/kund-och-projekt",
  );
  // A switch commits the session itself (including any refresh of this request); only a refusal needs the refresh kept.
  if (outcome.ok) return outcome.response;
  return withSessionCookies(commerce, data({ message: outcome.message }, { status: outcome.status }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function CustomerAndProjectPage() {
  const t = useT();
  const { customers, current, locked, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { message?: string } | undefined;
  const currentValue = current.projectId ? `${current.customerId}/${current.projectId}` : (current.customerId ?? "");
  return (
    <PageFrame title={t("account-pages.context.title")}>
      <p>{t("account-pages.context.intro")}</p>
      <FormMessage message={result?.message} />
      {locked ? <p className="notice">{t("account-pages.context.not_allowed")}</p> : null}
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {customers.map((customer) => (
          <fieldset key={customer.customerId} disabled={locked}>
            <legend>
              {customer.customerName} ({customer.customerId})
            </legend>
            <div className="choice">
              <input
                type="radio"
                id={`ctx-${customer.customerId}`}
                name="context"
                value={customer.customerId}
                defaultChecked={currentValue === customer.customerId}
              />
              <label htmlFor={`ctx-${customer.customerId}`}>
                {t("account-pages.context.whole_customer", { customer: customer.customerName })}
              </label>
            </div>
            {customer.projects.map((project) => {
              const value = `${customer.customerId}/${project.projectId}`;
              return (
                <div className="choice" key={value}>
                  <input
                    type="radio"
                    id={`ctx-${value}`}
                    name="context"
                    value={value}
                    defaultChecked={currentValue === value}
                  />
                  <label htmlFor={`ctx-${value}`}>
                    {project.projectName} ({project.projectId})
                  </label>
                </div>
              );
            })}
          </fieldset>
        ))}
        <button type="submit" disabled={locked}>
          {t("account-pages.context.submit")}
        </button>
      </Form>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
