import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createTranslate, type Messages, type Translate } from "./translate";

const MESSAGES_ELEMENT_ID = "__messages";

const I18nContext = createContext<{ messages: Messages; t: Translate } | null>(null);

export function I18nProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ messages, t: createTranslate(messages) }), [messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * Components translate with this hook. The shop has one locale (sv): the server renders the
 * catalogue once into the document as JSON and the browser reads it back, so neither i18next nor
 * the texts end up in the JavaScript bundle (docs/decisions.md, "Translations in the browser").
 */
export function useT(): Translate {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useT() needs an <I18nProvider> (entry.server / entry.client)");
  return context.t;
}

/** Renders the catalogue for the browser; identical on server and client, so hydration matches. */
export function MessagesScript() {
  const context = useContext(I18nContext);
  const json = JSON.stringify(context?.messages ?? {}).replace(/</g, "\\u003c");
  return <script id={MESSAGES_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function readMessagesFromDocument(): Messages {
  const element = document.getElementById(MESSAGES_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Messages) : {};
}
