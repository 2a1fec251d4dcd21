import { useActionData, type FetcherWithComponents } from "@remix-run/react";
import { usePageFetcher } from "~/ui/server-rendered-form";
import type { ReactNode, Ref } from "react";
import type { CartActionResult } from "./cart-action.server";
import { CSRF_FIELD } from "~/platform/session/csrf";

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

/** The error message an intent left for a field, or null. */
export function useFieldError(fetcher: FetcherWithComponents<CartActionResult>, field: string): string | null {
  const message = useFieldMessage(fetcher, field);
  return message && !message.ok ? message.message : null;
}

/** A field's error attributes, pointing at the message FieldError shows below it. */
export function errorAttributes(field: string, error: string | null) {
  return error ? { "aria-invalid": true, "aria-describedby": `${field}-error` } : {};
}

export function FieldError({ field, message }: { field: string; message: string | null }) {
  return message ? (
    <p id={`${field}-error`} className="field-error">
      {message}
    </p>
  ) : null;
}

/** Where every cart form posts: the cart page's action, for the signed-in buyer and the visitor alike. */
export const CART_ACTION = "/cart";

/** The fetcher of a cart form, by key (idle without the router on the server: a 100-line cart has four per line). */
export function useCartFetcher(key: string): FetcherWithComponents<CartActionResult> {
  return usePageFetcher<CartActionResult>({ key });
}

/**
 * A cart form with its CSRF token and hidden `values` (intent and what it acts on): a plain POST to the cart action
 * without JavaScript; with it, the fetcher sends the same fields and the page stays put. On the server the page
 * fetcher's form is only markup (server-rendered-form.tsx): a 100-line cart has four per line. The token is passed
 * in (the page reads it once), not read from the root loader per form.
 */
export function CartForm({
  fetcher,
  csrf,
  values,
  className,
  formRef,
  children,
}: {
  fetcher: FetcherWithComponents<CartActionResult>;
  csrf: string;
  values: Record<string, string>;
  className?: string;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  const fields = (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </>
  );
  return (
    <fetcher.Form method="post" action={CART_ACTION} className={className} ref={formRef}>
      {fields}
    </fetcher.Form>
  );
}
