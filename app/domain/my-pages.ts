import { isAdmin, type PermissionDenial, type Role } from "./roles";

/** The pages under /mina-sidor a user may open: order history needs no EJ_ORDERHISTORIK, users an admin role. */
export function myPagesLinks(role: Role | null, denials: readonly PermissionDenial[]) {
  return [
    { to: "/mina-sidor", key: "account-pages.nav.profile" },
    { to: "/mina-sidor/kund-och-projekt", key: "account-pages.nav.context" },
    { to: "/mina-sidor/adresser", key: "account-pages.nav.addresses" },
    ...(denials.includes("EJ_ORDERHISTORIK") ? [] : [{ to: "/mina-sidor/orderhistorik", key: "account-pages.nav.orders" }]),
    { to: "/mina-sidor/inkopslistor", key: "account-pages.nav.lists" },
    ...(isAdmin(role) ? [{ to: "/mina-sidor/anvandare", key: "account-pages.nav.users" }] : []),
  ];
}
