import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { getUser, storeNames } from "~/features/account/account-profile.server";
import { loadOrFail, requireCommerce, keepSession } from "~/platform/routing/signed-in.server";
import { salesTeamOf } from "~/features/account/sales-team.server";
import { SalesTeam } from "~/features/account/sales-team";

export const handle = { i18n: ["account-pages"] };

export const loader = keepSession(async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  return loadOrFail(request, context, async () => {
    const [user, stores, salesTeam] = await Promise.all([
      getUser(commerce.transport, commerce.viewer.userId),
      storeNames(commerce.transport).catch(() => new Map<string, string>()),
      salesTeamOf(commerce),
    ]);
    const delivery = user.preferredDeliveryMethod ?? user.defaultDeliveryMethod ?? "DBI";
    return {
      title: serverT("account-pages.profile.title"),
      profile: {
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        phone: user.mobileNumber,
        store: user.preferredStore ? (stores.get(user.preferredStore) ?? user.preferredStore) : null,
        deliveryMethod: serverT(`account-pages.delivery.${delivery}`),
      },
      salesTeam,
    };
  });
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function ProfilePage() {
  const t = useT();
  const { profile, salesTeam } = useLoaderData<typeof loader>();
  const rows: [string, string | null][] = [
    [t("account-pages.profile.name"), profile.name],
    [t("account-pages.profile.email"), profile.email],
    [t("account-pages.profile.phone"), profile.phone],
    [t("account-pages.profile.store"), profile.store],
    [t("account-pages.profile.delivery_method"), profile.deliveryMethod],
  ];
  return (
    <PageFrame title={t("account-pages.profile.title")}>
      <dl className="definition-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? t("account-pages.profile.not_given")}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to="/mina-sidor/profil">{t("account-pages.profile.edit")}</Link>
      </p>
      <p>
        <Link to="/gloemt-loesenord">{t("account-pages.profile.change_password")}</Link>
      </p>
      <SalesTeam members={salesTeam} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
