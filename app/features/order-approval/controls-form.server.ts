/**
 * The user administration's form for a user's order limits and approver right at one customer
 * (docs/purchasing-controls.md): amounts typed in whole kronor, stored by the service in öre.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { MAX_LIMIT_ORE } from "@shop/domain/purchasing-controls";
import { serverT } from "~/platform/i18n/catalogue.server";
import { attempt } from "~/platform/routing/signed-in.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { purchasingControlsOf, savePurchasingControls } from "./approvals-client.server";

export const CONTROLS_INTENT = "purchasing-controls";

export interface ControlsFormResult {
  controls: true;
  customerId: string;
  ok: boolean;
  message: string;
  values?: { orderLimit: string; monthlyLimit: string; mayApprove: boolean };
}

/** "5 000", "5000" → 500000 öre; "" → null (no limit); anything else → undefined (refused). */
export function kronorToLimitOre(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0]/g, "");
  if (compact === "") return null;
  if (!/^\d{1,9}$/.test(compact)) return undefined;
  const ore = Number(compact) * 100;
  return ore <= MAX_LIMIT_ORE ? ore : undefined;
}

/** A user's controls per customer for the form, in whole kronor; none when the service refuses (not his admin). */
export async function controlsForForm(transport: CommerceTransport, userId: string) {
  try {
    return (await purchasingControlsOf(transport, userId)).map((c) => ({
      customerId: c.customerId,
      orderLimit: c.orderLimitOre === null ? "" : String(Math.floor(c.orderLimitOre / 100)),
      monthlyLimit: c.monthlyLimitOre === null ? "" : String(Math.floor(c.monthlyLimitOre / 100)),
      mayApprove: c.mayApprove,
    }));
  } catch {
    return [];
  }
}
export type ControlsFormValues = Awaited<ReturnType<typeof controlsForForm>>[number];

export async function saveControlsForm(
  request: Request,
  context: AppLoadContext,
  transport: CommerceTransport,
  userId: string,
  formData: FormData,
) {
  const customerId = String(formData.get("customerId") ?? "");
  const values = {
    orderLimit: String(formData.get("orderLimit") ?? ""),
    monthlyLimit: String(formData.get("monthlyLimit") ?? ""),
    mayApprove: formData.get("mayApprove") === "on",
  };
  const orderLimitOre = kronorToLimitOre(values.orderLimit);
  const monthlyLimitOre = kronorToLimitOre(values.monthlyLimit);
  const refuse = (message: string, status: number) =>
    data<ControlsFormResult>({ controls: true, customerId, ok: false, message, values }, { status });
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(customerId)) return refuse(serverT("account-pages.unknown_action"), 400);
  if (orderLimitOre === undefined || monthlyLimitOre === undefined)
    return refuse(serverT("order-approval.controls.invalid_amount"), 400);
  const result = await attempt(request, context, () =>
    savePurchasingControls(transport, userId, customerId, {
      orderLimitOre,
      monthlyLimitOre,
      mayApprove: values.mayApprove,
    }),
  );
  if (!result.ok) return refuse(result.message, result.error.status ?? 400);
  return data<ControlsFormResult>({
    controls: true,
    customerId,
    ok: true,
    message: serverT("order-approval.controls.saved"),
  });
}
