import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { shownAsSaved } from "@shop/domain/favourites";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import { useHydrated } from "~/ui/use-hydrated";
import { PostForm } from "~/ui/server-rendered-form";
import { SAVE_ACTION, useSaveFetcher } from "./save-fetcher";

// Both load on demand: the chooser when the buyer asks for it, the dialog when the 51st favourite is refused.
const ListChooser = lazy(() => import("./save-to-list-chooser"));
const LimitDialog = lazy(() => import("./favourites-limit-dialog"));

/**
 * 'Spara i inköpslista' (spec sections 5 and 8): without JavaScript a plain form that saves the
 * article to the buyer's favourites or takes it out, and comes back with favorites.added /
 * favorites.deleted; with JavaScript the same form through a fetcher, shown saved at once (undone
 * if the service refuses), and a choice of list. `saved` is null for a visitor: a login link on the
 * product page (`loginLink`), nothing on a card.
 *
 * On a card (`menu`), 'Välj lista' and the card's further actions (a quote) sit in a quiet '⋯' disclosure beside the
 * buy button, not as visible buttons: without JavaScript 'Välj lista' is a link to the list choice on my pages
 * (/mina-sidor/spara-i-lista), which posts the same save and comes back.
 */
export function SaveToList({
  articleNumber,
  articleName,
  saved,
  loginLink = false,
  menu,
}: {
  articleNumber: string;
  articleName: string;
  saved: boolean | null;
  loginLink?: boolean;
  /** A card's further actions: given (even null), 'Välj lista' and these go into the card's '⋯' menu. */
  menu?: ReactNode;
}) {
  const t = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useSaveFetcher();
  const [choosing, setChoosing] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // Closing the chooser (saved, or Escape) puts focus back where the buyer opened it, not on the page's start.
  const closeChooser = () => {
    setChoosing(false);
    chooseButton.current?.focus();
  };
  const here = location.pathname + location.search;
  if (saved === null) {
    if (!loginLink) return null;
    return (
      <p className="save-to-list">
        <Link to={`/logga-in?redirectTo=${encodeURIComponent(here)}`}>{t("catalogue.favourites.login")}</Link>
      </p>
    );
  }
  // A save to a shopping list does not touch the favourites: only a favourites save or removal is optimistic.
  const list = fetcher.formData?.get("list");
  const pending = list && list !== "favourites" ? undefined : fetcher.formData?.get("intent");
  const shown = shownAsSaved(fetcher.data?.saved ?? saved, pending);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const chooseControl = hydrated ? (
    <button ref={chooseButton} type="button" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
      {t("catalogue.favourites.choose_list")}
    </button>
  ) : null;
  const chooser = choosing ? (
    <Suspense fallback={<p role="status">{t("catalogue.favourites.loading")}</p>}>
      <ListChooser fetcher={fetcher} articleNumber={articleNumber} onDone={closeChooser} />
    </Suspense>
  ) : null;
  return (
    <div className="save-to-list">
      <PostForm fetcher={fetcher} action={SAVE_ACTION} className="save-to-list__form" preventScrollReset>
        <CsrfField />
        <input type="hidden" name="articleNumber" value={articleNumber} />
        {hydrated ? null : <input type="hidden" name="redirectTo" value={here} />}
        <button
          ref={toggle}
          type="submit"
          name="intent"
          value={shown ? "unsave" : "save"}
          aria-label={`${t(shown ? "catalogue.favourites.remove" : "catalogue.favourites.save")}: ${articleName}`}
        >
          {t(shown ? "catalogue.favourites.remove" : "catalogue.favourites.save")}
        </button>
        {shown ? <span className="save-to-list__state">{t("catalogue.favourites.saved")}</span> : null}
      </PostForm>
      {menu === undefined ? (
        <>
          {chooseControl}
          {chooser}
        </>
      ) : (
        <details className="card-menu">
          <summary className="card-menu__button">
            <span className="visually-hidden">{t("catalogue.favourites.more", { name: articleName })}</span>
          </summary>
          <div className="card-menu__panel">
            {hydrated ? (
              chooseControl
            ) : (
              <Link
                to={`/mina-sidor/spara-i-lista?artikel=${encodeURIComponent(articleNumber)}&tillbaka=${encodeURIComponent(here)}`}
              >
                {t("catalogue.favourites.choose_list")}
              </Link>
            )}
            {chooser}
            {menu}
          </div>
        </details>
      )}
      {answer && !answer.limit ? (
        <p
          className={answer.ok ? "save-to-list__result" : "save-to-list__result notice--error"}
          role={answer.ok ? "status" : "alert"}
        >
          {answer.message}
        </p>
      ) : null}
      {answer?.limit ? (
        <Suspense fallback={null}>
          <LimitDialog answer={answer} returnFocus={toggle} />
        </Suspense>
      ) : null}
    </div>
  );
}
