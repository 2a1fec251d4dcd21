/**
 * POST /produktkonfiguration/spara: the configurator's 'Spara konfiguration'. Saves the named choices and goes
 * back (303) to `returnTo`, a same-site path, with the toast "Konfigurationen sparades". A bad name or a refusal
 * answers 4xx with the values kept: the page re-renders the form without JavaScript, a fetcher shows it inline.
 */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { CONFIGURATION_NAME_MAX } from "@shop/contract/commerce/configurations";
import { SAVED_CONFIGURATIONS_PATH } from "@shop/domain/saved-configurations";
import { selectionsFromSearchParams, type ConfiguratorSelections } from "@shop/domain/configurator-selections";
import { attempt } from "~/platform/routing/signed-in.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { formDataOr413 } from "~/platform/security/form-data.server";
import { saveConfiguration } from "./configurations-client.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { redirectWithToast } from "~/platform/session/toast.server";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";

export interface SaveConfigurationAnswer {
  values: { name: string; productId: string; selections: ConfiguratorSelections; returnTo: string };
  fieldErrors: { name?: string };
  formError?: string;
}

const nameSchema = z.string().trim().min(1).max(CONFIGURATION_NAME_MAX);
const productIdSchema = z.string().trim().min(1).max(64);

function valuesOf(request: Request, formData: FormData): SaveConfigurationAnswer["values"] {
  const params = new URLSearchParams();
  for (const [key, value] of formData) if (typeof value === "string") params.append(key, value);
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name").slice(0, CONFIGURATION_NAME_MAX * 2),
    productId: text("productId").slice(0, 64),
    selections: selectionsFromSearchParams(params),
    returnTo: safeRedirectFor(request, formData.get("returnTo"), SAVED_CONFIGURATIONS_PATH),
  };
}

const refused = (values: SaveConfigurationAnswer["values"], status: number, answer: Partial<SaveConfigurationAnswer>) =>
  data<SaveConfigurationAnswer>({ values, fieldErrors: {}, ...answer }, { status });

export async function handleSaveConfiguration({ request, context }: ActionFunctionArgs) {
  const formData = await formDataOr413(request);
  const values = valuesOf(request, formData);
  const commerce = await context.commerce();
  // A visitor's session may have ended since the page was drawn: log in, then back to the configurator.
  if (!commerce.viewer) throw redirect(`/logga-in?${new URLSearchParams({ redirectTo: values.returnTo })}`, 303);
  verifyCsrf(formData, await context.session(), request);
  const name = nameSchema.safeParse(values.name);
  if (!name.success)
    return refused(values, 400, {
      fieldErrors: { name: serverT("catalogue.saved_configuration.name_invalid", { max: CONFIGURATION_NAME_MAX }) },
    });
  const productId = productIdSchema.safeParse(values.productId);
  if (!productId.success)
    return refused(values, 400, { formError: serverT("catalogue.saved_configuration.product_invalid") });
  const input = { name: name.data, productId: productId.data, selections: values.selections };
  const saved = await attempt(request, context, () => saveConfiguration(commerce.transport, input));
  if (!saved.ok) {
    const status = saved.error.status ?? 400;
    // 409 (the cap) and 422 (choices the product does not have) carry the service's Swedish reason.
    const own = (status === 409 || status === 422) && saved.error.serviceMessage;
    return refused(values, status, { formError: own || saved.message });
  }
  return redirectWithToast(request, context, values.returnTo, {
    type: "success",
    message: serverT("catalogue.saved_configuration.saved"),
  });
}
