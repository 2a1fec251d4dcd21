/**
 * The one authorization point for project budgets. A budget is set and read in the administration by a customer
 * admin, with the user administration's scope (users/admin-scope.ts): only at customers he administers (else 403),
 * and only for a project of that customer his own permission there reaches (else 404, like a missing project).
 * A buyer reads what is left of his current project's budget only through his own purchasing position
 * (approvals/position.ts), which takes the customer and project from his token and nothing else.
 */
import { canReadCustomerProject } from "../auth/access";
import type { AccessClaims } from "../auth/jwt";
import { forbidden, notFound } from "../http/errors";
import { requireAdmin } from "../users/admin-scope";
import { projectName } from "./store";

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/** 403 unless the caller administers the customer. */
export function assertBudgetAdmin(claims: AccessClaims, customerId: string): void {
  const scope = requireAdmin(claims);
  if (!ID.test(customerId)) throw notFound("Customer not found");
  if (scope !== "all" && !scope.has(customerId)) throw forbidden(`You do not administer customer ${customerId}`);
}

/** The project whose budget the caller may set: administered customer (403), its project within reach (404). */
export async function budgetProject(
  db: D1Database,
  claims: AccessClaims,
  customerId: string,
  projectId: string,
): Promise<{ customerId: string; projectId: string; projectName: string }> {
  assertBudgetAdmin(claims, customerId);
  if (!ID.test(projectId) || !canReadCustomerProject(claims, customerId, projectId))
    throw notFound("Project not found");
  const name = await projectName(db, customerId, projectId);
  if (name === null) throw notFound("Project not found");
  return { customerId, projectId, projectName: name };
}
