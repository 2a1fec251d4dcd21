import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Field, FormMessage, SelectField } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ProfileField } from "~/features/account/profile-form.server";
import { keepSession } from "~/platform/routing/signed-in.server";
import { loadProfilePage, saveProfile } from "~/features/account/profile-page.server";

export const handle = { i18n: ["account-pages"] };

export const loader = keepSession(loadProfilePage);
export const action = keepSession(saveProfile);

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
      <Form
        method="post"
        ref={formRef}
        noValidate
        className="account-form"
        key={JSON.stringify(result?.values ?? profile)}
      >
        <CsrfField />
        <Field
          id="profile-first-name"
          name="firstName"
          label={t("account-pages.profile_form.first_name")}
          autoComplete="given-name"
          defaultValue={value("firstName")}
          error={errors.firstName}
          required
        />
        <Field
          id="profile-last-name"
          name="lastName"
          label={t("account-pages.profile_form.last_name")}
          autoComplete="family-name"
          defaultValue={value("lastName")}
          error={errors.lastName}
          required
        />
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
        <SelectField
          id="profile-store"
          name="preferredStore"
          label={t("account-pages.profile_form.store")}
          error={errors.preferredStore}
          defaultValue={value("preferredStore")}
        >
          <option value="">{t("account-pages.profile_form.no_store")}</option>
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="profile-delivery-method"
          name="preferredDeliveryMethod"
          label={t("account-pages.profile_form.delivery_method")}
          error={errors.preferredDeliveryMethod}
          defaultValue={value("preferredDeliveryMethod")}
        >
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
