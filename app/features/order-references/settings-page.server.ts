/**
 * My pages → Referenser och kostnadsställen (docs/purchasing-controls.md): the current customer's order reference
 * setting, changed by its admins with one plain form (works without JavaScript). The commerce service decides who may
 * change it (mayChange, and its 403 on a write); others read it.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import {
  COST_CENTRE_MAX,
  COST_CENTRE_NAME_MAX,
  COST_CENTRES_MAX,
  costCentreListText,
  parseCostCentreList,
} from "@shop/domain/order-references";
import { serverT } from "~/platform/i18n/catalogue.server";
import { attempt, loadOrFail, readAccountForm, requireCommerce } from "~/platform/routing/signed-in.server";
import { getSession } from "~/platform/session/session.server";
import { orderReferenceSettingsOf, saveOrderReferenceSettings } from "./references-client.server";

export const ORDER_REFERENCES_PATH = "/mina-sidor/referenser";

export interface SettingsFormValues {
  referenceRequired: boolean;
  costCentreRequired: boolean;
  costCentres: string;
}

export interface SettingsFormResult {
  ok: boolean;
  message: string;
  values?: SettingsFormValues;
}

export async function orderReferencesPage(request: Request, context: AppLoadContext) {
  const commerce = await requireCommerce(request, context);
  const customerId = commerce.viewer.customerId;
  const title = serverT("order-references.settings.title");
  if (!customerId) return { title, settings: null };
  const s = await loadOrFail(request, context, () => orderReferenceSettingsOf(commerce.transport, customerId));
  // The customer's name as chosen under Kund och projekt (the header's context), the id otherwise.
  const named = (await getSession(request, context)).get("accountContext");
  return {
    title,
    settings: {
      customerId: s.customerId,
      customerName: named?.customerId === customerId ? `${customerId} ${named.customerName}` : null,
      mayChange: s.mayChange,
      referenceRequired: s.referenceRequired,
      costCentreRequired: s.costCentreRequired,
      costCentres: s.costCentres,
      costCentresText: costCentreListText(s.costCentres),
    },
  };
}

export async function orderReferencesAction(request: Request, context: AppLoadContext) {
  const { formData, commerce } = await readAccountForm(request, context);
  const values: SettingsFormValues = {
    referenceRequired: formData.get("referenceRequired") === "on",
    costCentreRequired: formData.get("costCentreRequired") === "on",
    costCentres: String(formData.get("costCentres") ?? ""),
  };
  const refuse = (message: string, status: number) =>
    data<SettingsFormResult>({ ok: false, message, values }, { status });
  const customerId = commerce.viewer.customerId;
  if (!customerId) return refuse(serverT("order-references.settings.no_customer"), 400);
  const list = parseCostCentreList(values.costCentres);
  if (!list.ok) {
    const params = { line: list.line, max: COST_CENTRE_MAX, nameMax: COST_CENTRE_NAME_MAX };
    const key =
      list.problem === "DUPLICATE"
        ? "order-references.settings.duplicate_line"
        : list.problem === "TOO_MANY"
          ? "order-references.settings.too_many"
          : "order-references.settings.invalid_line";
    return refuse(serverT(key, list.problem === "TOO_MANY" ? { max: COST_CENTRES_MAX } : params), 400);
  }
  const result = await attempt(request, context, () =>
    saveOrderReferenceSettings(commerce.transport, customerId, {
      referenceRequired: values.referenceRequired,
      costCentreRequired: values.costCentreRequired,
      costCentres: list.costCentres,
    }),
  );
  if (!result.ok) return refuse(result.message, result.error.status ?? 400);
  return data<SettingsFormResult>({ ok: true, message: serverT("order-references.settings.saved") });
}
