/** /mina-sidor/produktkonfigurationer: the saved product configurations and their 'Ta bort'. */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { SAVED_CONFIGURATIONS_PATH } from "@shop/domain/saved-configurations";
import { serverT } from "~/platform/i18n/catalogue.server";
import { attempt, loadOrFail, readAccountForm, requireCommerce } from "~/platform/routing/signed-in.server";
import { loadSavedConfigurations } from "./saved-configurations-view.server";
import { deleteSavedConfiguration } from "./configurations-client.server";
import { SAVED_CONFIGURATIONS_MAX } from "@shop/contract/commerce/configurations";
import { redirectWithToast } from "~/platform/session/toast.server";

const configurationId = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/);

export async function loadConfigurationsPage({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const view = await loadOrFail(request, context, () => loadSavedConfigurations(context, commerce));
  return { title: serverT("account-pages.configurations.title"), max: SAVED_CONFIGURATIONS_MAX, ...view };
}

export async function handleConfigurationsAction({ request, context }: ActionFunctionArgs) {
  const { formData, commerce } = await readAccountForm(request, context);
  if (formData.get("intent") !== "delete") return data({ message: serverT("account-pages.unknown_action") }, 400);
  const id = configurationId.safeParse(formData.get("id"));
  if (!id.success) return data({ message: serverT("account-pages.configurations.gone") }, 400);
  const removed = await attempt(request, context, () => deleteSavedConfiguration(commerce.transport, id.data));
  // Already gone (another tab, a second click): the buyer's wish holds all the same.
  if (removed.ok || removed.error.kind === "not_found")
    return redirectWithToast(request, context, SAVED_CONFIGURATIONS_PATH, {
      type: "success",
      message: serverT("account-pages.configurations.removed"),
    });
  return data({ message: removed.message }, removed.error.status ?? 400);
}
