import { Link, useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import type { ConfiguratorSelections } from "@shop/domain/configurator-selections";
import { selectionParamName } from "@shop/domain/configurator-selections";
import { CONFIGURATION_NAME_MAX } from "@shop/domain/saved-configurations";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";

export const SAVE_CONFIGURATION_ACTION = "/produktkonfiguration/spara";

interface Answer {
  values?: { name?: string };
  fieldErrors?: { name?: string };
  formError?: string;
}

/**
 * 'Spara konfiguration' for the configurator's current choices (texts: catalogue.saved_configuration). Posts
 * through a fetcher; without JavaScript the action's page shows a refusal. A saved configuration redirects back
 * to `returnTo` with a toast either way. Visitors get a login link that brings them back.
 */
export function SaveConfigurationForm({
  productId,
  selections,
  returnTo,
  answer,
}: {
  productId: string;
  selections: ConfiguratorSelections;
  /** A same-site path (the configurator with its choices); anything else goes to my pages. */
  returnTo: string;
  /** A refused post's answer, when the action's page renders the form again. */
  answer?: Answer;
}) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<Answer>();
  const nameField = useRef<HTMLInputElement>(null);
  const refusedName = fetcher.data?.fieldErrors?.name;
  // A refused name takes the focus, as a refused field does on a page without JavaScript's reload.
  useEffect(() => {
    if (refusedName) nameField.current?.focus();
  }, [refusedName, fetcher.data]);
  const root = useRouteLoaderData("root") as { user?: unknown } | undefined;
  if (!root?.user)
    return (
      <p className="save-configuration">
        <Link to={`/logga-in?${new URLSearchParams({ redirectTo: returnTo })}`}>
          {t("catalogue.saved_configuration.login")}
        </Link>
      </p>
    );
  const shown = (fetcher.state === "idle" ? fetcher.data : undefined) ?? answer;
  const nameError = shown?.fieldErrors?.name;
  return (
    <fetcher.Form method="post" action={SAVE_CONFIGURATION_ACTION} className="save-configuration">
      <fieldset>
        <legend>{t("catalogue.saved_configuration.title")}</legend>
        <CsrfField />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="returnTo" value={returnTo} />
        {Object.entries(selections).map(([name, value]) => (
          <input key={name} type="hidden" name={selectionParamName(name)} value={value} />
        ))}
        {shown?.formError ? (
          <p className="notice notice--error" role="alert">
            {shown.formError}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-name`}>{t("catalogue.saved_configuration.name")}</label>
          <input
            ref={nameField}
            id={`${id}-name`}
            name="name"
            type="text"
            maxLength={CONFIGURATION_NAME_MAX}
            required
            defaultValue={shown?.values?.name ?? ""}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={`${id}-hint${nameError ? ` ${id}-error` : ""}`}
          />
          <small id={`${id}-hint`}>
            {t("catalogue.saved_configuration.name_hint", { max: CONFIGURATION_NAME_MAX })}
          </small>
          {nameError ? (
            <p id={`${id}-error`} className="field__error" role="alert">
              {nameError}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={fetcher.state !== "idle"}>
          {t("catalogue.saved_configuration.submit")}
        </button>
      </fieldset>
    </fetcher.Form>
  );
}
