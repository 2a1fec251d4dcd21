import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import { PASSWORD_MIN_LENGTH } from "@shop/domain/password-rules";
import { Field, FormMessage } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import type { NewPasswordResult } from "./account-view";

/** Choose a new password (reset and activation): the rules are shown before the buyer types. */
export function NewPasswordForm({
  token,
  submitLabel,
  result,
}: {
  token: string;
  submitLabel: string;
  result?: NewPasswordResult;
}) {
  const t = useT();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [result]);
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" ref={ref} noValidate>
      <FormMessage message={result?.formError} />
      <CsrfField />
      <input type="hidden" name="token" value={token} />
      <Field
        id="new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t("account-pages.password.new")}
        hint={t("account-pages.password.rules", { min: PASSWORD_MIN_LENGTH })}
        error={errors.password}
      />
      <Field
        id="confirm-password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        label={t("account-pages.password.confirm")}
        error={errors.confirm}
      />
      <button type="submit">{submitLabel}</button>
    </Form>
  );
}
