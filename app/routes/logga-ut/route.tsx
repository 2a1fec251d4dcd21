import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { signOutAndRedirect } from "~/features/account/sign-in.server";
import { getSession } from "~/platform/session/session.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { formDataOr413 } from "~/platform/security/form-data.server";

/** Logging out changes state, so only a (CSRF-checked) form post does it; a GET just goes home. */
export const loader = () => redirect("/", 303);

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  verifyCsrf(await formDataOr413(request), session, request);
  return signOutAndRedirect(request, context, session);
}
