import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type Ref } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import { listChoiceLabel } from "./list-choice-label";
import { SAVE_ACTION, type SaveFetcher } from "./save-fetcher";

type ListChoices =
  | { signedIn: true; lists: { id: string; name: string; shared: boolean; owner: string | null }[] }
  | { signedIn: false };

/**
 * The choice of list for 'Spara i inköpslista' (JavaScript only, loaded on demand): the
 * favourites, one of the buyer's shopping lists (his own and those shared with him), or a new one.
 * It posts through the control's fetcher, so a favourites save shows at once on the control.
 */
export default function SaveToListChooser({
  fetcher,
  articleNumber,
  onDone,
}: {
  fetcher: SaveFetcher;
  articleNumber: string;
  onDone: () => void;
}) {
  const t = useT();
  const id = useId();
  const lists = useFetcher<ListChoices>();
  const [choice, setChoice] = useState("favourites");
  const first = useRef<HTMLInputElement>(null);
  const load = useRef(lists.load);
  load.current = lists.load;
  useEffect(() => {
    void load.current("/api/favoriter?vy=listor");
    first.current?.focus();
  }, []);
  const options = lists.data?.signedIn ? lists.data.lists : [];
  const radio = (value: string, label: string, ref?: Ref<HTMLInputElement>) => (
    <div key={value}>
      <input
        ref={ref}
        type="radio"
        id={`${id}-${value}`}
        name="list"
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
      />
      <label htmlFor={`${id}-${value}`}>{label}</label>
    </div>
  );
  return (
    <fetcher.Form
      method="post"
      action={SAVE_ACTION}
      className="save-to-list__chooser"
      onSubmit={onDone}
      onKeyDown={(event) => {
        if (event.key === "Escape") onDone();
      }}
    >
      <CsrfField />
      <input type="hidden" name="articleNumber" value={articleNumber} />
      <fieldset aria-busy={lists.state !== "idle"}>
        <legend>{t("catalogue.favourites.choose_legend")}</legend>
        {radio("favourites", t("catalogue.favourites.favourites"), first)}
        {options.map((l) => radio(l.id, listChoiceLabel(t, l)))}
        {radio("new", t("catalogue.favourites.new_list"))}
        {choice === "new" ? (
          <div className="field">
            <label htmlFor={`${id}-name`}>{t("catalogue.favourites.new_list_name")}</label>
            <input id={`${id}-name`} name="newListName" maxLength={80} required />
          </div>
        ) : null}
      </fieldset>
      <button type="submit" name="intent" value="save">
        {t("catalogue.favourites.save_choice")}
      </button>
    </fetcher.Form>
  );
}
