import { useActionData, type FetcherWithComponents } from "@remix-run/react";
import type { CartActionResult } from "~/checkout/cart-action.server";
import { CsrfField } from "~/session/csrf-field";

/** The message an intent left for a field, from a fetcher (with JS) or the document post (without). */
export function useFieldMessage(
  fetcher: FetcherWithComponents<CartActionResult> | null,
  field: string,
): CartActionResult | null {
  const actionData = useActionData<CartActionResult>();
  if (fetcher?.data && fetcher.data.field === field) return fetcher.data;
  if (actionData && actionData.field === field) return actionData;
  return null;
}

export function Hidden({ csrf, values }: { csrf: string; values: Record<string, string> }) {
  return (
    <>
      <CsrfField token={csrf} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
