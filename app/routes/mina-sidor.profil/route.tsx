import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CsrfField, Field, FormMessage, SelectField } from "~/components/account-pages/form-bits";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { PageFrame } from "~/components/layout/page-frame";
import { toastHeaders } from "~/components/toast/toast.server";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { getUser, updateProfile } from "~/services/commerce/account-profile.server";
import { parseProfileForm, selectableDeliveryMethods, type ProfileField, type ProfileFieldErrors } from "./profile-form.server";
import { attempt, keepSession, loadOrFail, readAccountForm, requireCommerce } from "~/account/signed-in.server";
import { listPickupStores } from "~/services/commerce/checkout-delivery.server";
import { SUSPENDED_MESSAGE } from "~/services/commerce/errors.server";

export const loader = keepSession(async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const limited = commerce.viewer.denials.includes("EJ_ALLA_LEVERANSSATT");
  return loadOrFail(request, context, async () => {
    const [user, stores] = await Promise.all([getUser(commerce.transport, commerce.viewer.userId), listPickupStores(commerce.transport)]);
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
});

type ActionResult = { message: string; fieldErrors?: ProfileFieldErrors; values?: Record<ProfileField, string> };

export const action = keepSession(async function action({ request, context }: ActionFunctionArgs) {
  const { formData, commerce } = await readAccountForm(request, context);
  const stores = await loadOrFail(request, context, () => listPickupStores(commerce.transport));
  const parsed = parseProfileForm(formData, { storeIds: new Set(stores.map((s) => s.id)), limited: commerce.viewer.denials.includes("EJ_ALLA_LEVERANSSATT") });
  if (!parsed.ok) return data<ActionResult>({ message: serverT("account-pages.form_errors"), fieldErrors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  const result = await attempt(request, context, () => updateProfile(commerce.transport, commerce.viewer.userId, parsed.value));
  if (result.ok) {
    return redirect("/mina-sidor", { status: 303, headers: await toastHeaders(request, context, { type: "success", message: serverT("account-pages.profile_form.saved") }) });
  }
  const suspended = result.error.kind === "forbidden" && result.error.serviceMessage === SUSPENDED_MESSAGE;
  return data<ActionResult>(
    { message: suspended ? serverT("account-pages.profile_form.suspended") : result.message, values: Object.fromEntries(formData) as Record<ProfileField, string> },
    { status: result.error.status ?? 400 },
  );
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function ProfileEditPage() {
  const t = useT();
  const { profile, stores, methods } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.fieldErrors ?? {};
  const value = (field: ProfileField) => result?.values?.[field] ?? profile[field];

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [result]);

  return (
    <PageFrame title={t("account-pages.profile_form.title")}>
      <p>{t("account-pages.profile_form.intro")}</p>
      <FormMessage message={result?.message} />
      <Form method="post" ref={formRef} noValidate className="account-form" key={JSON.stringify(result?.values ?? profile)}>
        <CsrfField />
        <Field id="profile-first-name" name="firstName" label={t("account-pages.profile_form.first_name")} autoComplete="given-name" defaultValue={value("firstName")} error={errors.firstName} required />
        <Field id="profile-last-name" name="lastName" label={t("account-pages.profile_form.last_name")} autoComplete="family-name" defaultValue={value("lastName")} error={errors.lastName} required />
        <Field
          id="profile-phone"
          name="mobileNumber"
          type="tel"
          label={t("account-pages.profile_form.phone")}
          hint={t("account-pages.profile_form.phone_hint")}
          autoComplete="tel"
          defaultValue={value("mobileNumber")}
          error={errors.mobileNumber}
        />
        <SelectField id="profile-store" name="preferredStore" label={t("account-pages.profile_form.store")} error={errors.preferredStore} defaultValue={value("preferredStore")}>
          <option value="">{t("account-pages.profile_form.no_store")}</option>
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField id="profile-delivery-method" name="preferredDeliveryMethod" label={t("account-pages.profile_form.delivery_method")} error={errors.preferredDeliveryMethod} defaultValue={value("preferredDeliveryMethod")}>
          {methods.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <p className="form-actions">
          <button type="submit" disabled={navigation.state === "submitting"}>
            {t("account-pages.profile_form.save")}
          </button>{" "}
          <Link to="/mina-sidor">{t("account-pages.profile_form.cancel")}</Link>
        </p>
      </Form>
    </PageFrame>
  );
}


export const ErrorBoundary = GeneralErrorBoundary;
