/**
 * The header search as a WAI-ARIA 1.2 combobox (list autocomplete, aria-activedescendant). Loaded
 * on demand by search-box.tsx on the first focus of the field, so none of this is in the first
 * page load. Suggestions come from GET /api/sok (debounced, stale requests aborted); the search
 * history lives in this browser's localStorage only (docs/decisions.md).
 */
import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import { MIN_SUGGEST_LENGTH } from "@shop/domain/search-suggestions";
import { SEARCH_LISTBOX_ID, type ComboboxProps } from "./combobox-contract";
import { readHistory, rememberQuery, writeHistory } from "./search-history";
import { OptionContent, type Option } from "./search-option";
import { useSuggestions } from "./use-suggestions";

export function SearchCombobox({ inputRef, setAria, handlers }: ComboboxProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState(() => inputRef.current?.value ?? "");
  const [focused, setFocused] = useState(() => document.activeElement === inputRef.current);
  const [open, setOpen] = useState(focused);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<string[]>(readHistory);
  const [notice, setNotice] = useState("");

  const term = value.trim();
  const wantsSuggestions = term.length >= MIN_SUGGEST_LENGTH;
  const { result, loadState } = useSuggestions(term, wantsSuggestions);

  const options = useMemo<Option[]>(() => {
    if (term === "") {
      const past: Option[] = history.map((query, i) => ({ id: `site-search-history-${i}`, kind: "history", query }));
      return past.length > 0 ? [...past, { id: "site-search-clear-history", kind: "clear-history" }] : [];
    }
    if (!wantsSuggestions || !result) return [];
    // The products below were found for the corrected words: say so, and offer the search for them.
    const corrected: Option[] = result.corrected
      ? [
          {
            id: "site-search-corrected",
            kind: "corrected",
            href: `/search?q=${encodeURIComponent(result.corrected)}`,
            query: result.corrected,
          },
        ]
      : [];
    return [
      ...corrected,
      ...result.products.map((product, i): Option => ({
        id: `site-search-product-${i}`,
        kind: "product",
        href: product.href,
        product,
      })),
      ...result.categories.map((category, i): Option => ({
        id: `site-search-category-${i}`,
        kind: "category",
        href: category.href,
        category,
      })),
    ];
  }, [term, wantsSuggestions, result, history]);

  const expanded = open && focused && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  useEffect(() => {
    setAria({ expanded, activeId: activeOption?.id });
  }, [expanded, activeOption?.id, setAria]);

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({ block: "nearest" });
  }, [activeOption]);

  // A navigation closes the list; on /search the field is re-rendered with the new query.
  const seenLocation = useRef(location.key);
  useEffect(() => {
    if (seenLocation.current === location.key) return;
    seenLocation.current = location.key;
    setOpen(false);
    setActive(-1);
    setValue(inputRef.current?.value ?? "");
  }, [location.key, inputRef]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const remember = (query: string) => setHistory(rememberQuery(query));

  const choose = (option: Option) => {
    if (option.kind === "clear-history") {
      writeHistory([]);
      setHistory([]);
      setActive(-1);
      setNotice(t("search.combobox.history_cleared"));
      return;
    }
    close();
    if (option.kind === "history") {
      if (inputRef.current) inputRef.current.value = option.query;
      setValue(option.query);
      remember(option.query);
      navigate(`/search?q=${encodeURIComponent(option.query)}`);
      return;
    }
    navigate(option.href);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    if (!expanded) {
      setOpen(true);
      setActive(step === 1 ? 0 : options.length - 1);
      return;
    }
    setActive((current) =>
      current < 0 ? (step === 1 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
    );
  };

  useLayoutEffect(() => {
    handlers.current = {
      onInput(event: FormEvent<HTMLInputElement>) {
        setValue(event.currentTarget.value);
        setOpen(true);
        setActive(-1);
        setNotice("");
      },
      onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
        switch (event.key) {
          case "ArrowDown":
            event.preventDefault();
            move(1);
            break;
          case "ArrowUp":
            event.preventDefault();
            move(-1);
            break;
          case "Enter":
            // Without an active option Enter submits the form: a normal search.
            if (activeOption) {
              event.preventDefault();
              choose(activeOption);
            }
            break;
          case "Escape":
            if (expanded) {
              event.preventDefault();
              close();
            } else if (event.currentTarget.value !== "") {
              event.preventDefault();
              event.currentTarget.value = "";
              setValue("");
            }
            break;
          case "Tab":
            close();
            break;
        }
      },
      onFocus() {
        setFocused(true);
        setOpen(true);
        setHistory(readHistory());
      },
      onBlur() {
        setFocused(false);
        close();
      },
      onSubmit(event: FormEvent<HTMLFormElement>) {
        const query = inputRef.current?.value.trim() ?? "";
        if (query !== "" && !event.defaultPrevented) remember(query);
        close();
      },
    };
  });
  useEffect(() => () => void (handlers.current = null), [handlers]);

  const status = statusText();
  function statusText(): string {
    if (notice) return notice;
    if (!focused || !open) return "";
    if (term === "") return expanded ? countText(history.length) : "";
    if (!wantsSuggestions) return "";
    if (loadState === "failed") return t("search.combobox.failed");
    if (loadState === "loading" && !result) return t("search.combobox.loading");
    if (loadState === "idle" && result)
      return options.length > 0 ? countText(options.length) : t("search.combobox.none");
    return "";
  }
  function countText(count: number): string {
    return t("search.combobox.count", { count });
  }

  const groups: { key: string; label: string; options: Option[] }[] = [
    { key: "corrected", label: t("search.combobox.corrected"), options: options.filter((o) => o.kind === "corrected") },
    { key: "products", label: t("search.combobox.products"), options: options.filter((o) => o.kind === "product") },
    {
      key: "categories",
      label: t("search.combobox.categories"),
      options: options.filter((o) => o.kind === "category"),
    },
    {
      key: "history",
      label: t("search.combobox.history"),
      options: options.filter((o) => o.kind === "history" || o.kind === "clear-history"),
    },
  ].filter((group) => group.options.length > 0);

  return (
    <>
      {/* WAI-ARIA 1.2 combobox: focus stays in the field (aria-activedescendant), which handles the keys, so the
          listbox and its options are not focusable themselves. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        id={SEARCH_LISTBOX_ID}
        role="listbox"
        aria-label={t("search.combobox.listbox")}
        className="search-popup"
        hidden={!expanded}
        // Keeps focus in the field when an option is clicked, so the list does not close first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map((group) => (
          <div key={group.key} role="group" aria-label={group.label} className="search-popup__group">
            <div className="search-popup__heading" aria-hidden="true">
              {group.label}
            </div>
            {group.options.map((option) => {
              const index = options.indexOf(option);
              return (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={index === active}
                  className={`search-popup__option search-popup__option--${option.kind}`}
                  onClick={() => choose(option)}
                  onMouseMove={() => index !== active && setActive(index)}
                >
                  <OptionContent option={option} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </>
  );
}
