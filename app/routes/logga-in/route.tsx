import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { getOptionalUser } from "~/platform/routing/guards.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { csrfForRequest } from "~/platform/session/csrf.server";
import { CsrfField } from "~/platform/session/csrf-field";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";
import { handleLogin, type LoginActionData } from "~/features/account/login-form.server";

export const handle = routeHandle({ layout: "default", i18n: ["routes"] });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (await getOptionalUser(request, context)) throw redirect(safeRedirectFor(request, redirectTo), 303);
  // Shared with the header's login form in the same request (one token, one Set-Cookie).
  const { token, setCookie } = await csrfForRequest(request, context);
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  return data(
    {
      csrf: token,
      // Only a path on this site survives; anything else returns the buyer to the start page.
      redirectTo: redirectTo ? safeRedirectFor(request, redirectTo) : null,
      title: serverT("routes.login.title"),
      description: serverT("routes.login.meta_description", { shop: serverT("common.shop_name") }),
    },
    { headers },
  );
}

export const action = ({ request, context }: ActionFunctionArgs) => handleLogin(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title },
  { name: "description", content: data?.description },
];

export default function LoginPage() {
  const t = useT();
  const { csrf, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as LoginActionData | undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.fieldErrors ?? {};

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [result]);

  return (
    <PageFrame title={t("routes.login.title")}>
      {redirectTo ? (
        <p className="notice" role="status">
          {t("routes.login.please_login")}
        </p>
      ) : null}
      {result?.formError ? (
        <p className="notice notice--error" role="alert" id="login-form-error">
          {result.formError}
        </p>
      ) : null}
      <Form method="post" ref={formRef} noValidate>
        <CsrfField token={csrf} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <div className="field">
          <label htmlFor="login-email">{t("routes.login.email")}</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={result?.email ?? ""}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "login-email-error" : undefined}
          />
          {errors.email ? (
            <p className="field__error" id="login-email-error">
              {errors.email}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="login-password">{t("routes.login.password")}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "login-password-error" : undefined}
          />
          {errors.password ? (
            <p className="field__error" id="login-password-error">
              {errors.password}
            </p>
          ) : null}
        </div>
        <button type="submit">{t("routes.login.submit")}</button>
      </Form>
      <p>
        <Link to="/gloemt-loesenord">{t("routes.login.forgot_password")}</Link>
      </p>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
