import { invoicesVisible } from "./invoices";
import { moneyView } from "./money-view";
import { isAdmin, type PermissionDenial, type Role } from "./roles";

/**
 * The pages under /mina-sidor a user may open: order history needs no EJ_ORDERHISTORIK, users an
 * admin role. An external administrator's user administration is the external admin site, opened
 * in a new window (spec section 2).
 */
export function myPagesLinks(
  role: Role | null,
  denials: readonly PermissionDenial[],
  externalAdminUrl: string | null = null,
  /** The approver right at the current customer (the commerce service's purchasing position): "Att attestera". */
  mayApprove = false,
): { to: string; key: string; external?: boolean }[] {
  const users = externalAdminUrl
    ? [{ to: externalAdminUrl, key: "account-pages.nav.users", external: true }]
    : isAdmin(role)
      ? [
          { to: "/mina-sidor/anvandare", key: "account-pages.nav.users" },
          // Project budgets (docs/purchasing-controls.md "Projektbudget"): set per project by the customer admin.
          { to: "/mina-sidor/projektbudget", key: "account-pages.nav.project_budgets" },
          // Order references (docs/purchasing-controls.md): what the customer's buyers must give on each order.
          { to: "/mina-sidor/referenser", key: "account-pages.nav.references" },
        ]
      : [];
  return [
    { to: "/mina-sidor", key: "account-pages.nav.profile" },
    { to: "/mina-sidor/kund-och-projekt", key: "account-pages.nav.context" },
    { to: "/mina-sidor/adresser", key: "account-pages.nav.addresses" },
    ...(denials.includes("EJ_ORDERHISTORIK")
      ? []
      : [{ to: "/mina-sidor/orderhistorik", key: "account-pages.nav.orders" }]),
    // Invoices and balance (docs/purchasing-controls.md): domain/invoices.ts invoicesVisible (no EJ_SE_EKONOMISK_UPPFÖLJNING).
    ...(invoicesVisible(denials) ? [{ to: "/mina-sidor/fakturor", key: "account-pages.nav.invoices" }] : []),
    // Order approval (docs/purchasing-controls.md): only for a user with the approver right at the current customer.
    ...(mayApprove ? [{ to: "/mina-sidor/att-attestera", key: "account-pages.nav.approvals" }] : []),
    // Spend follow-up: the rule of domain/spend.ts spendVisible (no EJ_SE_EKONOMISK_UPPFÖLJNING, no EJ_SE_PRISER).
    ...(moneyView(denials).financials ? [{ to: "/mina-sidor/inkopsuppfoljning", key: "account-pages.nav.spend" }] : []),
    { to: "/mina-sidor/inkopslistor", key: "account-pages.nav.lists" },
    { to: "/mina-sidor/favoriter", key: "account-pages.nav.favourites" },
    // Saved carts (docs/purchasing-controls.md): EJ_ORDER users still save and read them.
    { to: "/mina-sidor/sparade-varukorgar", key: "account-pages.nav.saved_carts" },
    { to: "/mina-sidor/produktkonfigurationer", key: "account-pages.nav.configurations" },
    // EJ_SKAPA_OFFERT users still read the quotes made for them.
    { to: "/mina-sidor/offerter", key: "account-pages.nav.quotes" },
    ...users,
  ];
}
