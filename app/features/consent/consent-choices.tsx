import type { Consent } from "@shop/domain/consent";
import { useT } from "~/platform/i18n/i18n-provider";

/** Where the banner and the settings page post the choice (app/routes/samtycke). */

/** The consent action's answer to the banner's script (`respond=data`); without JavaScript it redirects instead. */
export type ConsentAnswer = { ok: true; consent: Consent } | { ok: false; message: string };

const OPTIONAL_CATEGORIES = ["statistics", "marketing"] as const;

/**
 * The choices of the banner and of /samtycke, inside the caller's form: two one-click answers, and a
 * `<details>` (opens without JavaScript) with one checkbox per category and 'Spara val'. Each button names
 * its choice, so the action knows which one was pressed whether or not scripts run.
 */
export function ConsentChoices(props: { consent: Consent | null; idPrefix: string; openDetails?: boolean }) {
  const { consent, idPrefix, openDetails = false } = props;
  const t = useT();
  const category = (name: "necessary" | (typeof OPTIONAL_CATEGORIES)[number]) => {
    const id = `${idPrefix}-${name}`;
    const necessary = name === "necessary";
    return (
      <div className="consent-category" key={name}>
        <input
          type="checkbox"
          id={id}
          name={necessary ? undefined : name}
          aria-describedby={`${id}-help`}
          {...(necessary ? { defaultChecked: true, disabled: true } : { defaultChecked: consent?.[name] })}
        />
        <label htmlFor={id}>{t(`consent.category.${name}`)}</label>
        <p id={`${id}-help`} className="consent-category__help">
          {t(`consent.category.${name}_help`)}
        </p>
      </div>
    );
  };
  return (
    <>
      <div className="consent-choices__buttons">
        <button type="submit" name="choice" value="all">
          {t("consent.accept_all")}
        </button>
        <button type="submit" name="choice" value="necessary">
          {t("consent.necessary_only")}
        </button>
      </div>
      <details className="consent-choices__details" open={openDetails || undefined}>
        <summary>{t("consent.choose")}</summary>
        <fieldset className="consent-choices__categories">
          <legend>{t("consent.categories")}</legend>
          {category("necessary")}
          {OPTIONAL_CATEGORIES.map(category)}
        </fieldset>
        <button type="submit" name="choice" value="selected">
          {t("consent.save")}
        </button>
      </details>
    </>
  );
}
