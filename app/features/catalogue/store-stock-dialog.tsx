import { Link, useFetcher } from "@remix-run/react";
import { useCallback, useRef, type MouseEvent } from "react";
import { StoreStockBody } from "~/features/stores";
import { useT } from "~/platform/i18n/i18n-provider";
import type { StoreStockPageData } from "~/features/stores";

const HEADING_ID = "store-stock-dialog-heading";

/**
 * Stock per store as a modal dialog on the product page. The dialog lives outside the streamed offer
 * (which suspends again when the page revalidates after a store choice) so it stays open; the link
 * sits inside the offer and keeps its href, so without JavaScript it is the plain /lager page.
 */
export function useStoreStockDialog(slug: string) {
  const href = `/produkt/${slug}/lager`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const stock = useFetcher<StoreStockPageData>();
  const { load } = stock;

  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const dialog = dialogRef.current;
      // New tab/window clicks and browsers without <dialog> keep the plain page.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!dialog || typeof dialog.showModal !== "function") return;
      event.preventDefault();
      dialog.showModal();
      // Every opening reads stock afresh: it changes during the day.
      load(href);
    },
    [href, load],
  );

  return { linkProps: { to: href, onClick, ref: linkRef }, dialogProps: { href, dialogRef, linkRef, stock } };
}

type DialogProps = ReturnType<typeof useStoreStockDialog>["dialogProps"];

export function StoreStockDialog({ href, dialogRef, linkRef, stock }: DialogProps) {
  const t = useT();
  const choice = useFetcher();
  const page = stock.data;
  // The action redirects on success; only a refused choice answers with data.
  const error = (choice.data as { error?: string } | undefined)?.error;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={HEADING_ID}
      className="store-stock-dialog"
      onClose={() => linkRef.current?.focus()}
    >
      <div className="store-stock-dialog__header">
        <h2 id={HEADING_ID}>{t("catalogue-pages.stock.heading")}</h2>
        <button type="button" onClick={() => dialogRef.current?.close()}>
          {t("catalogue-pages.stock.close")}
        </button>
      </div>
      <div aria-busy={stock.state !== "idle" || choice.state !== "idle"}>
        {page ? (
          <StoreStockBody page={page} error={error} FormComponent={choice.Form} action={href} subheadingLevel={3} />
        ) : (
          <p role="status">{t("catalogue-pages.stock.loading")}</p>
        )}
      </div>
    </dialog>
  );
}

/** The link to the plain page, opening the dialog when scripts run. */
export function StoreStockLink({ linkProps }: { linkProps: ReturnType<typeof useStoreStockDialog>["linkProps"] }) {
  const t = useT();
  return <Link {...linkProps}>{t("catalogue-pages.stock.see_all")}</Link>;
}
