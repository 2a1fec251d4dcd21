import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { MyPagesNav } from "~/features/account/my-pages-nav";
import { myPagesLinks } from "@shop/domain/my-pages";
import { highestRole } from "@shop/domain/roles";
import { externalAdminUrlFor, getOptionalUser } from "~/platform/routing/guards.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { requireCommerce, keepSession } from "~/platform/routing/signed-in.server";
import { getSession } from "~/platform/session/session.server";
import { purchasingPositionOf } from "~/features/project-budget/index.server";

export const handle = routeHandle({ layout: "default", requiresAuth: true, i18n: ["account-pages"] });

export const loader = keepSession(async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const session = await getSession(request, context);
  const [user, position] = await Promise.all([
    getOptionalUser(request, context),
    // The approver right is not in the session token: the service's purchasing position says (once per request).
    purchasingPositionOf(context, commerce.transport),
  ]);
  const externalAdminUrl = externalAdminUrlFor(user, context);
  return {
    links: myPagesLinks(
      highestRole(session.get("roles") ?? []),
      commerce.viewer.denials,
      externalAdminUrl,
      position?.mayApprove ?? false,
    ),
  };
});

export default function MyPagesLayout() {
  const { links } = useLoaderData<typeof loader>();
  return (
    <div className="my-pages">
      <MyPagesNav links={links} />
      <div className="my-pages__content">
        <Outlet />
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
