import { Link } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ContentSearchResult } from "./content-search.server";

/** Content pages matching a search, shown beside the product results on /search. */
export function ContentSearchResults({ result }: { result: ContentSearchResult }) {
  const t = useT();
  return (
    <section className="content-search" aria-labelledby="content-search-title">
      <h2 id="content-search-title">{t("content.search.pages_title")}</h2>
      {result.error ? (
        <p className="empty-state">{t("content.search.pages_failed")}</p>
      ) : result.hits.length === 0 ? (
        <p className="empty-state">{t("content.search.pages_empty")}</p>
      ) : (
        <ul>
          {result.hits.map((hit) => (
            <li key={hit.path}>
              <Link to={hit.path} prefetch="intent">
                {hit.preTitle ? `${hit.preTitle}: ` : ""}
                {hit.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
