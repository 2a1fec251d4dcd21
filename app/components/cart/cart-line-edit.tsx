import { useFetcher } from "@remix-run/react";
import { useT } from "~/i18n/i18n-provider";
import type { CartActionResult } from "~/checkout/cart-action.server";
import type { CartLineView } from "~/views/cart";
import { Hidden, useFieldMessage } from "./cart-form-parts";
import { CART_LABEL_MAX_LENGTH } from "@shop/domain/cart-limits";

/** Longest goods marking the cart service stores (spec: label per line); one constant with the service. */
export const LABEL_MAX_LENGTH = CART_LABEL_MAX_LENGTH;

function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

/**
 * The line's label (goods marking): a plain form posting intent=label to the cart action; with JS
 * the same form goes through a fetcher, so the page stays where the buyer is.
 */
export function LabelForm({ line, csrf }: { line: CartLineView; csrf: string }) {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>({ key: `cart-label-${line.cartItemId}` });
  const field = `label-${line.cartItemId}`;
  const message = useFieldMessage(fetcher, field);
  const error = message && !message.ok ? message.message : null;
  const pendingLabel = fetcher.formData?.get("label");
  return (
    <fetcher.Form method="post" className="cart-line-edit">
      <Hidden csrf={csrf} values={{ intent: "label", cartItemId: line.cartItemId }} />
      <label htmlFor={field}>{t("cart-page.line.label_for", { name: line.name })}</label>
      <input
        id={field}
        name="label"
        type="text"
        maxLength={LABEL_MAX_LENGTH}
        defaultValue={typeof pendingLabel === "string" ? pendingLabel : line.label}
        key={line.label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${field}-error` : undefined}
      />
      <button type="submit" disabled={fetcher.state !== "idle"}>
        {t("cart-page.line.save_label")}
      </button>
      <FieldError id={`${field}-error`} message={error} />
    </fetcher.Form>
  );
}

/** Moves this one line to another delivery (method); the service merges it with an equal line there. */
export function MoveForm({
  line,
  deliveryId,
  choices,
  csrf,
}: {
  line: CartLineView;
  deliveryId: string;
  choices: readonly string[];
  csrf: string;
}) {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>({ key: `cart-move-${line.cartItemId}` });
  const targets = choices.filter((id) => id !== deliveryId);
  const field = `move-${line.cartItemId}`;
  const message = useFieldMessage(fetcher, field);
  const error = message && !message.ok ? message.message : null;
  if (targets.length === 0) return null;
  return (
    <fetcher.Form method="post" className="cart-line-edit">
      <Hidden csrf={csrf} values={{ intent: "move", cartItemId: line.cartItemId }} />
      <label htmlFor={field}>{t("cart-page.line.move_for", { name: line.name })}</label>
      <select
        id={field}
        name="deliveryId"
        defaultValue={targets[0]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${field}-error` : undefined}
      >
        {targets.map((id) => (
          <option key={id} value={id}>
            {t(`checkout.method.${id}`)}
          </option>
        ))}
      </select>
      <button type="submit" disabled={fetcher.state !== "idle"}>
        {t("cart-page.line.move")}
      </button>
      <FieldError id={`${field}-error`} message={error} />
    </fetcher.Form>
  );
}
