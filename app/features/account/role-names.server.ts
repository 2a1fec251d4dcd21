import type { SignedInCommerce } from "~/platform/routing/signed-in.server";
import { getPermissionNames, getRoleNames } from "./names-client.server";
import type { RoleNameLabels as RoleNames } from "./role-name-list";

// The names are the same for everyone: one pair of calls per request, however many loaders ask.
const perRequest = new WeakMap<Request, Promise<RoleNames>>();

async function fetchRoleNames(commerce: SignedInCommerce): Promise<RoleNames> {
  // A missing list is not worth an error page: the form still works with the codes as names.
  const [roles, denials] = await Promise.all([
    getRoleNames(commerce.transport).catch((error: unknown) => warnEmpty("role", error)),
    getPermissionNames(commerce.transport).catch((error: unknown) => warnEmpty("permission", error)),
  ]);
  return {
    roles: Object.fromEntries(roles.map((role) => [role.name, role.label])),
    denials: Object.fromEntries(denials.map((denial) => [denial.name, denial.label])),
  };
}

function warnEmpty(kind: string, error: unknown): [] {
  console.warn(
    `The commerce service gave no ${kind} names; showing codes`,
    error instanceof Error ? error.message : error,
  );
  return [];
}

/** Role and permission names from the commerce service (spec section 7), read once per request. */
export function roleNamesFor(request: Request, commerce: SignedInCommerce): Promise<RoleNames> {
  let names = perRequest.get(request);
  if (!names) {
    names = fetchRoleNames(commerce);
    perRequest.set(request, names);
  }
  return names;
}
