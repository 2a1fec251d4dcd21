import { lazy, Suspense } from "react";
import type { AddToQuoteProps } from "./add-to-quote";
import { useQuoteShell } from "./use-quote-shell";

const AddToQuote = lazy(() => import("./add-to-quote"));

/**
 * 'Lägg till i offert' where the buyer may work on quotes. Its code loads only then (rendered on the server, so the
 * post works without JavaScript): visitors, most of the catalogue's traffic, never download it.
 */
export function AddToQuoteSlot(props: AddToQuoteProps) {
  return useQuoteShell() ? (
    <Suspense fallback={null}>
      <AddToQuote {...props} />
    </Suspense>
  ) : null;
}
