import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { USER_PAGE_SIZE, USER_SORTS } from "@shop/domain/account-constants";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { requireUserAdmin, userQueryFrom } from "~/features/account/user-admin.server";
import { listUsers } from "~/features/account/account-users.server";
import { loadOrFail, keepSession } from "~/platform/routing/signed-in.server";
import { roleNamesFor } from "~/features/account/role-names.server";
import { roleName } from "~/features/account/role-name-list";
import { PagingLinks } from "~/ui/paging-links";

export const handle = { i18n: ["account-pages"] };

export const loader = keepSession(async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireUserAdmin(request, context);
  const query = userQueryFrom(new URL(request.url));
  const [result, names] = await Promise.all([
    loadOrFail(request, context, () => listUsers(commerce.transport, query)),
    roleNamesFor(request, commerce),
  ]);
  return {
    title: serverT("account-pages.users.title"),
    query: query.raw,
    users: result.users.map((u) => ({
      userId: u.userId,
      name: `${u.firstName} ${u.lastName}`,
      email: u.email,
      role: roleName(names, u.roles[0] ?? "USER"),
      active: u.active,
      customers: u.customers.map((c) => c.customerName).join(", "),
    })),
    total: result.totalNumberOfUsers,
    pages: Math.max(1, Math.ceil(result.totalNumberOfUsers / USER_PAGE_SIZE)),
  };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function UsersPage() {
  const t = useT();
  const { query, users, total, pages } = useLoaderData<typeof loader>();
  return (
    <PageFrame title={t("account-pages.users.title")}>
      <p>
        <Link to="/mina-sidor/anvandare/ny">{t("account-pages.users.new")}</Link>
      </p>
      <Form method="get" className="filter-form" aria-label={t("account-pages.users.filters")}>
        <div className="field">
          <label htmlFor="users-q">{t("account-pages.users.search")}</label>
          <input id="users-q" type="search" name="q" defaultValue={query.q} />
        </div>
        <div className="field">
          <label htmlFor="users-sort">{t("account-pages.users.sort")}</label>
          <select id="users-sort" name="sort" defaultValue={query.sort}>
            {USER_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`account-pages.users.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="users-order">{t("account-pages.users.order")}</label>
          <select id="users-order" name="order" defaultValue={query.order}>
            <option value="asc">{t("account-pages.users.asc")}</option>
            <option value="desc">{t("account-pages.users.desc")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="users-show">{t("account-pages.users.show")}</label>
          <select id="users-show" name="visa" defaultValue={query.visa}>
            <option value="aktiva">{t("account-pages.users.active_users")}</option>
            <option value="inaktiva">{t("account-pages.users.inactive_users")}</option>
          </select>
        </div>
        <button type="submit">{t("account-pages.users.filter_submit")}</button>
      </Form>
      <p role="status">{t("account-pages.users.count", { total })}</p>
      {users.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{t("account-pages.users.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("account-pages.users.name")}</th>
              <th scope="col">{t("account-pages.users.email")}</th>
              <th scope="col">{t("account-pages.users.role")}</th>
              <th scope="col">{t("account-pages.users.customers")}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.userId}>
                <td>
                  <Link to={`/mina-sidor/anvandare/${user.userId}`}>{user.name}</Link>
                </td>
                <td>{user.email}</td>
                <td>{user.role}</td>
                <td>{user.customers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty-state">{t("account-pages.users.none")}</p>
      )}
      <PagingLinks page={query.sida} pages={pages} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
