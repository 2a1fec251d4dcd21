import { useEffect, useRef, useState } from "react";
import type { SearchSuggestions } from "./search-suggestions-view";

export const DEBOUNCE_MS = 250;

/** The answer is checked by hand rather than with zod: zod would multiply this chunk's size. */
function isSuggestions(value: unknown): value is SearchSuggestions {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<SearchSuggestions>;
  return (
    Array.isArray(v.products) &&
    v.products.every(
      (p) =>
        typeof p?.name === "string" &&
        typeof p.articleNumber === "string" &&
        typeof p.href === "string" &&
        p.href.startsWith("/"),
    ) &&
    Array.isArray(v.categories) &&
    v.categories.every((c) => typeof c?.name === "string" && typeof c.href === "string" && c.href.startsWith("/"))
  );
}

/** Suggestions from GET /api/sok for the term: debounced, stale requests aborted, answers kept per term. */
export function useSuggestions(term: string, wantsSuggestions: boolean) {
  const [result, setResult] = useState<SearchSuggestions | null>(null);
  const [loadState, setLoadState] = useState<"idle" | "loading" | "failed">("idle");
  const answers = useRef(new Map<string, SearchSuggestions>());

  useEffect(() => {
    if (!wantsSuggestions) {
      setResult(null);
      setLoadState("idle");
      return;
    }
    const key = term.toLocaleLowerCase("sv-SE");
    const known = answers.current.get(key);
    if (known) {
      setResult(known);
      setLoadState("idle");
      return;
    }
    const controller = new AbortController();
    setLoadState("loading");
    const timer = window.setTimeout(() => {
      fetch(`/api/sok?q=${encodeURIComponent(term)}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`status ${response.status}`))))
        .then((json: unknown) => {
          if (!isSuggestions(json)) throw new Error("unexpected answer");
          answers.current.set(key, json);
          setResult(json);
          setLoadState("idle");
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setResult(null);
          setLoadState("failed");
        });
    }, DEBOUNCE_MS);
    // A newer keystroke cancels both the pending timer and a request already on its way.
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, wantsSuggestions]);
  return { result, loadState };
}
