import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, FormMessage } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { NewPasswordForm } from "~/features/account/new-password-form";
import type { NewPasswordResult } from "~/features/account/account-view";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { handleNewPassword, handleResetRequest } from "~/features/account/password-forms.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { formDataOr413 } from "~/platform/security/form-data.server";

export const handle = routeHandle({ layout: "minimal", i18n: ["account-pages", "routes"] });

/** With ?token= (the mailed link) the page asks for the new password; without it, for the email. */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return {
    title: serverT("routes.forgot_password.title"),
    token: token && /^[\w.-]{10,200}$/.test(token) ? token : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await formDataOr413(request);
  if (formData.has("token")) return handleNewPassword(request, context, "reset", formData);
  verifyCsrf(formData, await context.session(), request);
  return handleResetRequest(request, context, formData);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

type RequestResult = { sent: boolean; email: string; error: string | null };

export default function ForgotPasswordPage() {
  const t = useT();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as (RequestResult & NewPasswordResult) | undefined;
  if (token) {
    return (
      <PageFrame title={t("account-pages.forgot.new_title")}>
        <NewPasswordForm token={token} submitLabel={t("account-pages.forgot.save")} result={result} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t("routes.forgot_password.title")}>
      {result?.sent ? (
        <p className="notice" role="status">
          {t("account-pages.forgot.sent")}
        </p>
      ) : (
        <>
          <p>{t("account-pages.forgot.intro")}</p>
          <Form method="post" noValidate>
            <FormMessage message={result?.error} />
            <CsrfField />
            <Field
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="email"
              label={t("routes.login.email")}
              defaultValue={result?.email}
            />
            <button type="submit">{t("account-pages.forgot.submit")}</button>
          </Form>
        </>
      )}
      <p>
        <Link to="/logga-in">{t("account-pages.forgot.back_to_login")}</Link>
      </p>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
