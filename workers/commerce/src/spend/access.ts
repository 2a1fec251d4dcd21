/**
 * The one authorization point for spend ("Inköpsuppföljning", docs/purchasing-controls.md). Spend is read for the
 * token's customer, and only of the orders the token may see (customer AND project scope, as orders: auth/access.ts),
 * narrowed further to the permissions whose denials allow financial follow-up (domain/spend.ts spendVisible): a
 * project-limited user sees his projects; a permission with EJ_SE_EKONOMISK_UPPFÖLJNING or EJ_SE_PRISER adds nothing.
 *
 * - The active permission (the token's context) must allow spend, else 403: the page is not his.
 * - No customer context: 400.
 * - A requested project outside that scope, or not the customer's, answers 404 like a missing one.
 */
import { spendVisible } from "@shop/domain/spend";
import { isSiteAdmin, scopeCondition } from "../auth/access";
import { activePermission } from "../auth/claims";
import type { AccessClaims } from "../auth/jwt";
import { badRequest, forbidden, notFound } from "../http/errors";
import { customerProjects } from "./store";

export const SPEND_FORBIDDEN_MESSAGE = "Du saknar behörighet till inköpsuppföljningen.";

export interface SpendScope {
  customerId: string;
  /** One project ("" = orders without a project), or null for every project in scope. */
  projectId: string | null;
  /** The scope as a SQL condition over `o.customer_id` and `o.project_id` (null = the whole customer). */
  condition: (bind: (value: string) => string) => string | null;
  /** The projects the caller may choose between; "" stands for orders placed without a project. */
  projects: { projectId: string; name: string | null }[];
}

export async function spendScope(
  db: D1Database,
  claims: AccessClaims,
  requestedProjectId: string | undefined,
): Promise<SpendScope> {
  const customerId = claims.customerId;
  if (!customerId)
    throw badRequest("Choose a customer to see its spend", [
      { path: "customerId", code: "missing_context", message: "The token has no customer context" },
    ]);
  const active = activePermission(claims);
  if (!isSiteAdmin(claims) && (!active || !spendVisible(active.permissionDenies)))
    throw forbidden(SPEND_FORBIDDEN_MESSAGE);
  // The permissions at this customer that allow spend; a site admin sees the whole customer.
  const allowed = isSiteAdmin(claims)
    ? null
    : claims.customerPermissions.filter((p) => p.customerId === customerId && spendVisible(p.permissionDenies));
  const wholeCustomer = allowed === null || allowed.some((p) => p.projectId === null);
  const reaches = (projectId: string) =>
    wholeCustomer || (projectId !== "" && allowed!.some((p) => p.projectId === projectId));
  const projects = [
    ...(wholeCustomer ? [{ projectId: "", name: null }] : []),
    ...(await customerProjects(db, customerId))
      .filter((p) => reaches(p.id))
      .map((p) => ({ projectId: p.id, name: p.name })),
  ];
  if (requestedProjectId !== undefined && !projects.some((p) => p.projectId === requestedProjectId))
    throw notFound("Project not found");
  const scoped: AccessClaims = { ...claims, customerPermissions: allowed ?? [] };
  return {
    customerId,
    projectId: requestedProjectId ?? null,
    condition: (bind) =>
      wholeCustomer ? null : scopeCondition(scoped, { customer: "o.customer_id", project: "o.project_id" }, bind),
    projects,
  };
}
