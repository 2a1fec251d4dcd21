import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { toastHeaders } from "~/platform/session/toast.server";
import { passwordProblems } from "@shop/domain/password-rules";
import { serverT } from "~/platform/i18n/catalogue.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import type { NewPasswordResult } from "./account-view";
import { activateUser, completePasswordReset, requestPasswordReset } from "./account-password.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { transportFor } from "~/platform/session/commerce-session.server";
import { formDataOr413 } from "~/platform/security/form-data.server";

const emailSchema = z.email();

/**
 * The forgot-password form. The answer is the same confirmation whether or not the address has an
 * account (no way to probe for accounts); only an unreachable service says otherwise.
 */
export async function handleResetRequest(request: Request, context: AppLoadContext, formData: FormData) {
  const email = String(formData.get("email") ?? "").trim();
  if (!emailSchema.safeParse(email).success) {
    return data({ sent: false, email, error: serverT("account-pages.forgot.email_invalid") }, { status: 400 });
  }
  try {
    await requestPasswordReset(transportFor(context), email);
  } catch (error) {
    if (!(error instanceof CommerceError) || error.kind === "no_response" || error.kind === "server") {
      return data(
        {
          sent: false,
          email,
          error: `${serverT("errors.occured")} ${serverT("errors.auth_service_not_available")} ${serverT("errors.try_again_later")}`,
        },
        { status: 503 },
      );
    }
  }
  return data({ sent: true, email: "", error: null });
}

function passwordErrors(formData: FormData): NewPasswordResult["fieldErrors"] | null {
  const password = String(formData.get("password") ?? "");
  const confirm = String(formData.get("confirm") ?? "");
  const problems = passwordProblems(password);
  if (problems.length > 0) return { password: problems.map((p) => serverT(`account-pages.password.${p}`)).join(" ") };
  if (password !== confirm) return { confirm: serverT("account-pages.password.mismatch") };
  return null;
}

/**
 * Sets a new password from a mailed link: `kind` "reset" answers the NEW_PASSWORD_REQUIRED
 * challenge with the reset token, "activate" activates an invited user. Both end on the login
 * page, where the buyer signs in with the new password.
 */
export async function handleNewPassword(
  request: Request,
  context: AppLoadContext,
  kind: "reset" | "activate",
  form?: FormData,
) {
  const formData = form ?? (await formDataOr413(request));
  verifyCsrf(formData, await context.session(), request);
  const token = String(formData.get("token") ?? "");
  const fieldErrors = passwordErrors(formData);
  if (fieldErrors)
    return data<NewPasswordResult>({ formError: serverT("account-pages.form_errors"), fieldErrors }, { status: 400 });
  const password = String(formData.get("password"));
  try {
    if (kind === "reset") await completePasswordReset(transportFor(context), token, password);
    else await activateUser(transportFor(context), token, password);
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    if (error.kind === "bad_request" || error.kind === "unauthorized" || error.kind === "not_found") {
      return data<NewPasswordResult>(
        { formError: serverT(`account-pages.password.link_invalid_${kind}`) },
        { status: 400 },
      );
    }
    return data<NewPasswordResult>(
      {
        formError: `${serverT("errors.occured")} ${serverT("errors.auth_service_not_available")} ${serverT("errors.try_again_later")}`,
      },
      { status: 503 },
    );
  }
  const headers = await toastHeaders(request, context, {
    type: "success",
    message: serverT(`account-pages.password.done_${kind}`),
  });
  return redirect("/logga-in", { status: 303, headers });
}
