/**
 * The product configurator: one radio group per attribute in a GET form, so without JavaScript 'Visa artiklar'
 * loads the page with the choices in the query string (`val.<attribute>`), and with it a choice replaces the URL
 * in place (same page, same scroll, focus stays on the radio). Loaded lazily: only pages with a family need it.
 */
import { Await, Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { Suspense, useEffect, useId, useState } from "react";
import type { ConfiguratorStep } from "@shop/domain/configurator";
import {
  searchParamsOfSelections,
  selectionParamName,
  selectionsFromSearchParams,
  type ConfiguratorSelections,
} from "@shop/domain/configurator-selections";
import type { ConfiguratorView } from "./configurator.server";
import { useHydrated } from "~/ui/use-hydrated";
import { useT } from "~/platform/i18n/i18n-provider";
import type { PriceMode } from "~/features/products";
import { ConfiguratorResultList } from "./configurator-results";
import { SaveConfigurationForm } from "./save-configuration-form";

export interface ConfiguratorSectionProps {
  configurator: ConfiguratorView;
  priceMode: PriceMode;
}

/** The choices a navigation under way is taking the page to, so the radios answer at once. */
function usePendingSelections(pathname: string): ConfiguratorSelections | null {
  const navigation = useNavigation();
  const next = navigation.location;
  return next && next.pathname === pathname ? selectionsFromSearchParams(new URLSearchParams(next.search)) : null;
}

function Step({
  step,
  chosen,
  onChoose,
}: {
  step: ConfiguratorStep;
  chosen: string | null;
  onChoose: (attribute: string, value: string) => void;
}) {
  const t = useT();
  const id = useId();
  const name = selectionParamName(step.attribute);
  const choices = [{ value: "", available: true, label: t("catalogue-pages.configurator.any") }, ...step.options];
  return (
    <fieldset className="configurator__step">
      <legend>{step.attribute}</legend>
      {choices.map((option, index) => {
        const checked = (chosen ?? "") === option.value;
        // A chosen value stays enabled even when the others rule it out, so the form still sends it.
        const disabled = !option.available && !checked;
        return (
          <label
            key={option.value}
            htmlFor={`${id}-${index}`}
            className={disabled ? "configurator__option configurator__option--unavailable" : "configurator__option"}
          >
            <input
              id={`${id}-${index}`}
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              disabled={disabled}
              onChange={() => onChoose(step.attribute, option.value)}
            />
            {"label" in option ? option.label : option.value}
            {option.available ? null : (
              <span className="configurator__unavailable"> ({t("catalogue-pages.configurator.unavailable")})</span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}

export default function ConfiguratorSection({ configurator, priceMode }: ConfiguratorSectionProps) {
  const t = useT();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const path = `/produkt/${configurator.variantSlug}`;
  const pending = usePendingSelections(path);
  // The radios are controlled: the choice shows at once (before the navigation starts), the loader's answer after.
  const [chosen, setChosen] = useState<ConfiguratorSelections | null>(null);
  useEffect(() => setChosen(null), [configurator.selections]);
  const selections = chosen ?? pending ?? configurator.selections;
  const order = configurator.steps.map((s) => s.attribute);
  const choose = (attribute: string, value: string) => {
    const next: Record<string, string> = { ...selections };
    if (value === "") delete next[attribute];
    else next[attribute] = value;
    setChosen(next);
    const query = searchParamsOfSelections(next, order).toString();
    navigate(query ? `${path}?${query}` : path, { replace: true, preventScrollReset: true });
  };
  const { matchCount, single } = configurator;
  return (
    <section className="configurator" aria-labelledby="configurator-heading">
      <h2 id="configurator-heading">{t("catalogue-pages.configurator.heading")}</h2>
      <p className="configurator__intro">{t("catalogue-pages.configurator.intro")}</p>
      <Form method="get" action={path} preventScrollReset replace className="configurator__form">
        {configurator.steps.map((step) => (
          <Step key={step.attribute} step={step} chosen={selections[step.attribute] ?? null} onChoose={choose} />
        ))}
        <div className="configurator__actions">
          {/* With JavaScript every choice applies at once; without it the form is sent with this button. */}
          {hydrated ? null : <button type="submit">{t("catalogue-pages.configurator.show")}</button>}
          <Link to={path} replace preventScrollReset>
            {t("catalogue-pages.configurator.reset")}
          </Link>
        </div>
      </Form>
      <div aria-live="polite" className="configurator__status">
        <p>
          {t(matchCount === 0 ? "catalogue-pages.configurator.count_none" : "catalogue-pages.configurator.count", {
            count: matchCount,
          })}
        </p>
        {single ? (
          <p className="notice notice--success">
            {t("catalogue-pages.configurator.single", { articleNumber: single.articleNumber })}{" "}
            <Link to={`/produkt/${single.slug}`}>{single.name}</Link>
          </p>
        ) : null}
      </div>
      {/* A configuration worth keeping has at least one choice; it comes back to these choices after saving. */}
      {Object.keys(configurator.selections).length > 0 ? (
        <SaveConfigurationForm
          productId={configurator.productId}
          selections={configurator.selections}
          returnTo={`${path}?${searchParamsOfSelections(configurator.selections, order)}`}
        />
      ) : null}
      {configurator.results && matchCount > 0 ? (
        <Suspense fallback={<div className="skeleton skeleton--cart" />}>
          <Await
            resolve={configurator.results}
            errorElement={
              <p className="notice notice--error">{t("catalogue-pages.configurator.results_unavailable")}</p>
            }
          >
            {(results) => (
              <ConfiguratorResultList
                results={results}
                matchCount={matchCount}
                priceMode={priceMode}
                query={searchParamsOfSelections(configurator.selections, order).toString()}
              />
            )}
          </Await>
        </Suspense>
      ) : null}
    </section>
  );
}
