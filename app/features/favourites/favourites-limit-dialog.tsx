import { useEffect, useId, useRef, type RefObject } from "react";
import { Link } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";

/**
 * The info dialog of spec section 5 (favorites.info_modal): the 51st favourite was refused and
 * nothing was added. Opened as a modal <dialog> for each refusal; focus goes back to the control.
 */
export default function FavouritesLimitDialog({
  answer,
  returnFocus,
}: {
  answer: { title?: string; message: string };
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
  }, [answer]);
  return (
    <dialog
      ref={ref}
      className="favourites-limit-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={() => returnFocus.current?.focus()}
    >
      <h2 id={`${id}-title`}>{answer.title}</h2>
      <p id={`${id}-body`}>{answer.message}</p>
      <p>
        <Link to="/mina-sidor/favoriter">{t("catalogue.favourites.manage")}</Link>
      </p>
      <button type="button" onClick={() => ref.current?.close()}>
        {t("catalogue.favourites.close")}
      </button>
    </dialog>
  );
}
