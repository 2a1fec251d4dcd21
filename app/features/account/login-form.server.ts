import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { serverT } from "~/platform/i18n/catalogue.server";
import { signInAndRedirect } from "./sign-in.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { formDataOr413 } from "~/platform/security/form-data.server";

const loginSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.email({ error: () => serverT("routes.login.email_invalid") }),
  ),
  password: z.string({ error: () => serverT("routes.login.password_required") }).min(1, {
    error: () => serverT("routes.login.password_required"),
  }),
});

export type LoginFieldErrors = Partial<Record<"email" | "password", string>>;

export interface LoginActionData {
  email: string;
  fieldErrors: LoginFieldErrors;
  formError: string | null;
}

/**
 * Validates the login form. Bad input answers 400 with one message per field (the password is
 * never sent back). Valid input is checked by the commerce service (app/features/account/sign-in.server.ts):
 * success redirects with a new session, a refusal answers one generic message.
 */
export async function handleLogin(request: Request, context: AppLoadContext) {
  const formData = await formDataOr413(request);
  verifyCsrf(formData, await context.session(), request);
  const submitted = loginSchema.safeParse({ email: formData.get("email"), password: formData.get("password") });
  const email = typeof formData.get("email") === "string" ? String(formData.get("email")).trim().slice(0, 254) : "";
  if (!submitted.success) {
    const fieldErrors: LoginFieldErrors = {};
    for (const issue of submitted.error.issues) {
      const field = issue.path[0];
      if ((field === "email" || field === "password") && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return data<LoginActionData>(
      { email, fieldErrors, formError: serverT("routes.login.form_errors") },
      { status: 400 },
    );
  }
  const redirectTo = formData.get("redirectTo");
  const outcome = await signInAndRedirect(
    request,
    context,
    submitted.data,
    typeof redirectTo === "string" ? redirectTo : null,
  );
  if (outcome.ok) return outcome.response;
  return data<LoginActionData>({ email, fieldErrors: {}, formError: outcome.message }, { status: outcome.status });
}
