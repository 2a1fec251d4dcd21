import { usePageFetcher } from "~/ui/server-rendered-form";
import type { SaveResult } from "./save-action.server";

/** The fetcher 'Spara i inköpslista' and its list chooser share: one pending save, one answer. */
export function useSaveFetcher() {
  return usePageFetcher<SaveResult>();
}

export type SaveFetcher = ReturnType<typeof useSaveFetcher>;

/** Where every save posts (the favourites page's action); without JavaScript `redirectTo` brings the buyer back. */
export const SAVE_ACTION = "/mina-sidor/favoriter";
