import { Form, Link } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { filterStores, sortByDistance, type Coordinates } from "@shop/domain/store-finder";
import { useT } from "~/platform/i18n/i18n-provider";
import type { StoreFinderData } from "./store-finder.server";
import { StoreCard } from "./store-card";
import { StoreMap } from "./store-map";

type Locating = "idle" | "locating" | "denied";

/**
 * The store list with its filter. Without JavaScript the GET form filters on the server (?q=);
 * with it the same rules filter as the buyer types, and "near me" sorts by distance in the
 * browser, so the position never leaves the device.
 */
export function StoreFinder({ data }: { data: StoreFinderData }) {
  const t = useT();
  const hydrated = useHydrated();
  // Mounted in a running page (not hydrating), the field starts from the address bar, which follows the field: a
  // remount after the buyer edited the filter keeps the edit rather than the loader's older ?q=.
  const [query, setQuery] = useState(() => (hydrated ? addressBarQuery(data.q) : data.q));
  const [position, setPosition] = useState<Coordinates | null>(null);
  const [locating, setLocating] = useState<Locating>("idle");
  // A new ?q= from the server (a submitted form, the clear link) replaces the field, during render: an effect
  // would run late on a busy page and undo what the buyer typed meanwhile.
  const [serverQ, setServerQ] = useState(data.q);
  if (data.q !== serverQ) {
    setServerQ(data.q);
    setQuery(data.q);
  }
  const field = useRef<HTMLInputElement>(null);

  // The address bar follows the field, so a reload, a shared link or the back button from a store
  // page keeps the filter. Only the browser's history entry is rewritten (router state kept): a
  // router navigation per keystroke would reload the root's data each time for nothing.
  const onQueryChange = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value.trim() === "") url.searchParams.delete("q");
    else url.searchParams.set("q", value.trim());
    window.history.replaceState(window.history.state, "", url);
  };

  // What the buyer typed before the page's script ran is kept, not reset to the server's value.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== data.q) onQueryChange(typed);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const match = useMemo(() => filterStores(data.stores, query), [data.stores, query]);
  const listed = useMemo(
    () =>
      position ? sortByDistance(match.stores, position) : match.stores.map((store) => ({ ...store, distanceKm: null })),
    [match.stores, position],
  );
  const trimmed = query.trim();
  const count = listed.length;
  const summary =
    trimmed === ""
      ? t("catalogue-pages.stores.count", { count })
      : count === 0
        ? t("catalogue-pages.stores.none", { q: trimmed })
        : match.nearby
          ? t("catalogue-pages.stores.nearby", { q: trimmed })
          : t("catalogue-pages.stores.count_filtered", { count, q: trimmed });

  const locate = () => {
    setLocating("locating");
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setPosition({ latitude: found.coords.latitude, longitude: found.coords.longitude });
        setLocating("idle");
      },
      () => {
        setPosition(null);
        setLocating("denied");
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <div className="page store-finder">
      <h1>{data.title}</h1>
      <Form
        method="get"
        action="/hitta-butik"
        className="store-finder__filter"
        aria-label={t("catalogue-pages.stores.filter_submit")}
      >
        <div className="field">
          <label htmlFor="store-query">{t("catalogue-pages.stores.filter_label")}</label>
          <input
            ref={field}
            id="store-query"
            name="q"
            type="search"
            value={query}
            maxLength={100}
            autoComplete="off"
            aria-describedby="store-query-hint"
            aria-controls="store-list"
            onChange={(event) => onQueryChange(event.currentTarget.value)}
          />
          <p id="store-query-hint" className="field__hint">
            {t("catalogue-pages.stores.filter_hint")}
          </p>
        </div>
        <button type="submit">{t("catalogue-pages.stores.filter_submit")}</button>{" "}
        {trimmed !== "" ? (
          <Link to="/hitta-butik" onClick={() => setQuery("")}>
            {t("catalogue-pages.stores.filter_clear")}
          </Link>
        ) : null}
      </Form>
      {hydrated && typeof navigator !== "undefined" && "geolocation" in navigator ? (
        <p className="store-finder__near">
          <button
            type="button"
            onClick={position ? () => setPosition(null) : locate}
            disabled={locating === "locating"}
            aria-pressed={position !== null}
          >
            {t("catalogue-pages.stores.near_me")}
          </button>
        </p>
      ) : null}
      <div role="status" className="store-finder__status">
        <p>{summary}</p>
        {locating === "locating" ? <p>{t("catalogue-pages.stores.locating")}</p> : null}
        {locating === "denied" ? <p>{t("catalogue-pages.stores.position_denied")}</p> : null}
        {position && count > 0 ? <p>{t("catalogue-pages.stores.sorted_by_distance")}</p> : null}
      </div>
      {data.mapsKey && hydrated ? <StoreMap mapsKey={data.mapsKey} stores={listed} /> : null}
      <section aria-labelledby="store-list-heading">
        <h2 id="store-list-heading" className="visually-hidden">
          {t("catalogue-pages.stores.list_heading")}
        </h2>
        <ul id="store-list" className="store-list">
          {listed.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} distanceKm={store.distanceKm} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The ?q= of the browser's address bar, or `fallback` when it holds none the server would read differently. */
function addressBarQuery(fallback: string): string {
  const url = new URL(window.location.href);
  if (url.pathname !== "/hitta-butik") return fallback;
  return url.searchParams.get("q") ?? "";
}
