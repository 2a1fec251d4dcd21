import type { FormEvent, KeyboardEvent, RefObject } from "react";

/** What the header search field and its lazily loaded combobox (search-combobox.tsx) agree on. */
export const SEARCH_LISTBOX_ID = "site-search-listbox";

/** What the lazily loaded combobox tells the input: the ARIA state it owns. */
export interface ComboboxAria {
  expanded: boolean;
  activeId: string | undefined;
}

/** The input's events, handled by the combobox once it has loaded. */
export interface ComboboxHandlers {
  onInput(event: FormEvent<HTMLInputElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onFocus(): void;
  onBlur(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

export interface ComboboxProps {
  inputRef: RefObject<HTMLInputElement>;
  setAria(aria: ComboboxAria): void;
  handlers: { current: ComboboxHandlers | null };
}
