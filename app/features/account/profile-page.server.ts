/** The profile page: the signed-in user's profile and its form. */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toastHeaders } from "~/platform/session/toast.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { getUser, updateProfile } from "./account-profile.server";
import {
  parseProfileForm,
  selectableDeliveryMethods,
  type ProfileField,
  type ProfileFieldErrors,
} from "./profile-form.server";
import { attempt, loadOrFail, readAccountForm, requireCommerce } from "~/platform/routing/signed-in.server";
import { listPickupStores } from "~/features/checkout/index.server";
import { SUSPENDED_MESSAGE } from "~/platform/services/commerce-errors.server";
import { forgetDeliveryOptions } from "~/features/checkout/index.server";

export async function loadProfilePage({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const limited = commerce.viewer.denials.includes("EJ_ALLA_LEVERANSSATT");
  return loadOrFail(request, context, async () => {
    const [user, stores] = await Promise.all([
      getUser(commerce.transport, commerce.viewer.userId),
      listPickupStores(commerce.transport),
    ]);
    return {
      title: serverT("account-pages.profile_form.title"),
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        mobileNumber: user.mobileNumber ?? "",
        preferredStore: user.preferredStore ?? "",
        preferredDeliveryMethod: user.preferredDeliveryMethod ?? user.defaultDeliveryMethod ?? "DBI",
      },
      stores: stores.map((s) => ({ id: s.id, name: s.name })),
      methods: selectableDeliveryMethods(limited).map((id) => ({ id, name: serverT(`account-pages.delivery.${id}`) })),
    };
  });
}

type ActionResult = { message: string; fieldErrors?: ProfileFieldErrors; values?: Record<ProfileField, string> };

export async function saveProfile({ request, context }: ActionFunctionArgs) {
  const { formData, commerce } = await readAccountForm(request, context);
  const stores = await loadOrFail(request, context, () => listPickupStores(commerce.transport));
  const parsed = parseProfileForm(formData, {
    storeIds: new Set(stores.map((s) => s.id)),
    limited: commerce.viewer.denials.includes("EJ_ALLA_LEVERANSSATT"),
  });
  if (!parsed.ok)
    return data<ActionResult>(
      { message: serverT("account-pages.form_errors"), fieldErrors: parsed.fieldErrors, values: parsed.values },
      { status: 400 },
    );
  const result = await attempt(request, context, () =>
    updateProfile(commerce.transport, commerce.viewer.userId, parsed.value),
  );
  if (result.ok) {
    // The preferred method decides which option the product page preselects.
    forgetDeliveryOptions();
    return redirect("/mina-sidor", {
      status: 303,
      headers: await toastHeaders(request, context, {
        type: "success",
        message: serverT("account-pages.profile_form.saved"),
      }),
    });
  }
  const suspended = result.error.kind === "forbidden" && result.error.serviceMessage === SUSPENDED_MESSAGE;
  return data<ActionResult>(
    {
      message: suspended ? serverT("account-pages.profile_form.suspended") : result.message,
      values: Object.fromEntries(formData) as Record<ProfileField, string>,
    },
    { status: result.error.status ?? 400 },
  );
}
