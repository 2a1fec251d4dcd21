/**
 * Project budgets and the caller's purchasing position in the commerce service (docs/purchasing-controls.md
 * "Projektbudget"): the admin's list of his customer's projects with their budgets, setting and removing one, and the
 * signed-in buyer's limits, approver right and project budget at his current customer and project.
 */
import { z } from "zod";
import {
  projectBudgetListSchema,
  projectBudgetRowSchema,
  purchasingPositionSchema,
  type ProjectBudgetInput,
  type ProjectBudgetRow,
  type PurchasingPosition,
} from "@shop/contract/commerce/project-budgets";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export async function listProjectBudgets(transport: CommerceTransport): Promise<ProjectBudgetRow[]> {
  return (await commerceCall(transport, { path: "/v2/project-budgets", schema: projectBudgetListSchema })).projects;
}

const budgetPath = (customerId: string, projectId: string) =>
  `/v2/project-budgets/${encodeURIComponent(customerId)}/${encodeURIComponent(projectId)}`;

export async function saveProjectBudget(
  transport: CommerceTransport,
  customerId: string,
  projectId: string,
  body: ProjectBudgetInput,
): Promise<ProjectBudgetRow> {
  return commerceCall(transport, {
    method: "PUT",
    path: budgetPath(customerId, projectId),
    body,
    schema: projectBudgetRowSchema,
  });
}

export async function removeProjectBudget(transport: CommerceTransport, customerId: string, projectId: string) {
  await commerceCall(transport, { method: "DELETE", path: budgetPath(customerId, projectId), schema: z.null() });
}

export async function fetchPurchasingPosition(
  transport: CommerceTransport,
  cartId?: string,
): Promise<PurchasingPosition> {
  return commerceCall(transport, {
    path: "/v2/purchasing-controls/me",
    query: { cartId },
    schema: purchasingPositionSchema,
  });
}
