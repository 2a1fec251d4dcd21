import type { useT } from "~/platform/i18n/i18n-provider";

/** How a list is named among the save choices (dialog and no-JS page alike): a colleague's shared list names him. */
export function listChoiceLabel(
  t: ReturnType<typeof useT>,
  list: { name: string; shared: boolean; owner: string | null },
): string {
  if (list.owner) return t("catalogue.favourites.shared_list", { name: list.name, owner: list.owner });
  return list.shared ? t("catalogue.favourites.own_shared_list", { name: list.name }) : list.name;
}
