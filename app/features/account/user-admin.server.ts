import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { USER_SORTS } from "@shop/domain/account-constants";
import { highestRole, isSellerAdminOrAbove, ROLES, type Role } from "@shop/domain/roles";
import { serverT } from "~/platform/i18n/catalogue.server";
import { requireAdmin } from "~/platform/routing/guards.server";
import { listCustomers } from "./customer-context.server";
import { getUser, type AccountUser } from "./account-profile.server";
import { requireCommerce, type SignedInCommerce } from "~/platform/routing/signed-in.server";
import { commerceCall } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { grantableRolesOf, inviteUser, type UserQuery } from "./account-users.server";
import { customerNameListSchema } from "@shop/contract/commerce/account";

/** Admin pages: signed in with an admin role (spec section 6), or the rights message. */
export async function requireUserAdmin(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInCommerce & { sellerOrAbove: boolean }> {
  const commerce = await requireCommerce(request, context);
  const user = await requireAdmin(request, context);
  return { ...commerce, sellerOrAbove: isSellerAdminOrAbove(highestRole(user.roles)) };
}

const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  sort: z.enum(USER_SORTS).catch("firstName"),
  order: z.enum(["asc", "desc"]).catch("asc"),
  visa: z.enum(["aktiva", "inaktiva"]).catch("aktiva"),
  sida: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export function userQueryFrom(url: URL): UserQuery & { raw: z.infer<typeof querySchema> } {
  const raw = querySchema.parse(Object.fromEntries(url.searchParams));
  return {
    search: raw.q || undefined,
    orderBy: raw.sort,
    desc: raw.order === "desc",
    active: raw.visa === "aktiva",
    page: raw.sida,
    raw,
  };
}

/** The customers an admin can grant access to, plus those the edited user already has (so none is lost). */
export async function grantableCustomers(commerce: SignedInCommerce & { sellerOrAbove: boolean }, user?: AccountUser) {
  const [own, grantable] = await Promise.all([
    commerce.sellerOrAbove
      ? commerceCall(commerce.transport, {
          path: "v3/customers",
          query: { active: 1, virtualContext: true, limit: 200 },
          schema: customerNameListSchema,
          service: "auth",
        }).then((answer) => answer.customers)
      : listCustomers(commerce.transport),
    grantableRolesOf(commerce.transport),
  ]);
  // The form offers only what the service will accept at each customer (every role from a service that does not say).
  const rolesAt = (customerId: string): readonly Role[] =>
    grantable ? (grantable.byCustomer[customerId] ?? grantable.anyCustomer) : ROLES;
  const list = own.map((c) => ({
    customerId: c.customerId,
    customerName: c.customerName,
    roles: rolesAt(c.customerId),
  }));
  for (const c of user?.customers ?? [])
    if (!list.some((o) => o.customerId === c.customerId))
      list.push({ customerId: c.customerId, customerName: c.customerName, roles: rolesAt(c.customerId) });
  return list;
}

export { getUser };

/** The service's refusal as the admin reads it: a Swedish sentence, with the service's own words as the detail. */
export function userAdminRefusal(error: CommerceError): { message: string; detail: string | null } {
  if (error.kind === "forbidden")
    return { message: serverT("account-pages.users.refused"), detail: error.serviceMessage };
  if (error.status === 409) return { message: serverT("account-pages.users.email_taken"), detail: null };
  if (error.kind === "bad_request")
    return { message: serverT("account-pages.users.rejected"), detail: error.serviceMessage };
  if (error.kind === "not_found") return { message: serverT("errors.not_found"), detail: null };
  return { message: `${serverT("errors.occured")} ${serverT("errors.auth_service_not_available")}`, detail: null };
}

/**
 * A new invitation for a user who has not activated his account yet. The service sends none to an active user (he
 * chooses his own password with "Glömt lösenord") or a deactivated one (409), nor more than its daily number per user
 * (429); both become a sentence for the admin on the page rather than an error page.
 */
export async function sendInvitation(
  commerce: SignedInCommerce,
  userId: string,
): Promise<{ ok: true } | { ok: false; status: 409 | 429; message: string }> {
  try {
    await inviteUser(commerce.transport, userId);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof CommerceError) || (error.status !== 409 && error.status !== 429)) throw error;
    if (error.status === 429) return { ok: false, status: 429, message: serverT("account-pages.users.invite_limit") };
    const { active } = await getUser(commerce.transport, userId);
    const key = active ? "account-pages.users.invite_active" : "account-pages.users.invite_deactivated";
    return { ok: false, status: 409, message: serverT(key) };
  }
}
