import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { markBannerClosed } from "~/features/shell/banners.server";
import { commitSession, getSession } from "~/platform/session/session.server";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";
import { formDataOr413 } from "~/platform/security/form-data.server";

const closeBannerForm = z.object({
  bannerId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  redirectTo: z.string().max(2000).optional(),
});

/** A stray GET (a bookmarked form target) goes to the start page. */
export function loader() {
  return redirect("/");
}

/**
 * Closes an alert/information banner for the rest of the session (spec section 4). No CSRF token:
 * closing a banner changes nothing but the visitor's own view, and SameSite=Lax covers the rest.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = closeBannerForm.safeParse(Object.fromEntries(await formDataOr413(request)));
  if (!parsed.success) {
    return Response.json(
      {
        message: "Ogiltig begäran.",
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
      },
      { status: 400 },
    );
  }
  const session = await getSession(request, context);
  markBannerClosed(session, parsed.data.bannerId);
  const target = safeRedirectFor(request, parsed.data.redirectTo ?? "/", "/");
  return redirect(target, { status: 303, headers: { "Set-Cookie": await commitSession(session, request, context) } });
}
