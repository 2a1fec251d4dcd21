import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import { listChoiceLabel } from "./list-choice-label";
import { SAVE_ACTION } from "./save-fetcher";

export interface ChooseListView {
  articleNumber: string;
  back: string;
  lists: { id: string; name: string; shared: boolean; owner: string | null }[];
}

/** The list choice as a plain form (no JavaScript): favourites, one of the buyer's lists, or a new one. */
export function ChooseListForm({ view }: { view: ChooseListView }) {
  const t = useT();
  const radio = (value: string, label: string, checked = false) => (
    <div key={value} className="choice">
      <input type="radio" id={`list-${value}`} name="list" value={value} defaultChecked={checked} />
      <label htmlFor={`list-${value}`}>{label}</label>
    </div>
  );
  return (
    <form method="post" action={SAVE_ACTION} className="choose-list">
      <CsrfField />
      <input type="hidden" name="articleNumber" value={view.articleNumber} />
      <input type="hidden" name="redirectTo" value={view.back} />
      <fieldset>
        <legend>{t("catalogue.favourites.choose_legend")}</legend>
        {radio("favourites", t("catalogue.favourites.favourites"), true)}
        {view.lists.map((l) => radio(l.id, listChoiceLabel(t, l)))}
        {radio("new", t("catalogue.favourites.new_list"))}
        <div className="field">
          <label htmlFor="list-new-name">{t("catalogue.favourites.new_list_name")}</label>
          <input id="list-new-name" name="newListName" maxLength={80} />
        </div>
      </fieldset>
      <button type="submit" name="intent" value="save">
        {t("catalogue.favourites.save_choice")}
      </button>
    </form>
  );
}
