import { Form, useLocation } from "@remix-run/react";
import { useCallback, useRef, useState, type ComponentType } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import { useHydrated } from "~/ui/use-hydrated";
import { SEARCH_LISTBOX_ID, type ComboboxAria, type ComboboxHandlers, type ComboboxProps } from "./combobox-contract";

/**
 * The header search. Without JavaScript it is a plain GET form to /search. With JavaScript the
 * input becomes a combobox (WAI-ARIA 1.2), but its code (search-combobox.tsx) is only fetched on
 * the first focus or touch of the field, so it costs the first page load nothing. The input
 * stays this component's element throughout, so focus and anything typed while the code loads
 * are kept.
 */
export function SearchBox() {
  const t = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  // On the results page the field keeps the query, so the buyer can refine it.
  const q = location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const inputRef = useRef<HTMLInputElement>(null);
  const handlers = useRef<ComboboxHandlers | null>(null);
  const loading = useRef(false);
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxProps> | null>(null);
  const [aria, setAria] = useState<ComboboxAria>({ expanded: false, activeId: undefined });

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import("./search-combobox")
      .then((module) => setCombobox(() => module.SearchCombobox))
      .catch(() => {
        // Offline or a stale deploy: the plain form still works; try again on the next focus.
        loading.current = false;
      });
  }, []);

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="search-form"
      onSubmit={(event) => {
        if (handlers.current) return handlers.current.onSubmit(event);
        // Sent before the combobox code arrived (a quick typist, a slow connection): still remembered.
        const query = inputRef.current?.value.trim() ?? "";
        if (query !== "")
          import("./search-history").then(({ rememberQuery }) => rememberQuery(query)).catch(() => undefined);
      }}
    >
      <label htmlFor="site-search" className="visually-hidden">
        {t("shell.search.label")}
      </label>
      <div className="search-form__field">
        <input
          key={q}
          ref={inputRef}
          id="site-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={t("shell.search.placeholder")}
          autoComplete="off"
          onFocus={() => (handlers.current ? handlers.current.onFocus() : load())}
          onPointerDown={load}
          onBlur={() => handlers.current?.onBlur()}
          onInput={(event) => handlers.current?.onInput(event)}
          onKeyDown={(event) => handlers.current?.onKeyDown(event)}
          {...(hydrated
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": aria.expanded,
                "aria-controls": SEARCH_LISTBOX_ID,
                "aria-activedescendant": aria.activeId,
              }
            : {})}
        />
        {Combobox ? (
          <Combobox inputRef={inputRef} setAria={setAria} handlers={handlers} />
        ) : hydrated ? (
          <div id={SEARCH_LISTBOX_ID} role="listbox" aria-label={t("search.combobox.listbox")} hidden />
        ) : null}
      </div>
      <button type="submit">{t("shell.search.submit")}</button>
    </Form>
  );
}
