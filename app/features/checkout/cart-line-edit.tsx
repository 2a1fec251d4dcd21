import type { Translate } from "~/platform/i18n/translate";
import type { CartLineView } from "./cart-view";
import { CartForm, errorAttributes, FieldError, useCartFetcher, useFieldError } from "./cart-form-parts";
import { CART_LABEL_MAX_LENGTH } from "@shop/domain/cart-limits";
import { ShortLabelText } from "~/ui/short-label";

/** Longest goods marking the cart service stores (spec: label per line); one constant with the service. */
export const LABEL_MAX_LENGTH = CART_LABEL_MAX_LENGTH;

/**
 * The line's label (goods marking): a plain form posting intent=label to the cart action; with JS
 * the same form goes through a fetcher, so the page stays where the buyer is.
 */
export function LabelForm({ line, csrf, t }: { line: CartLineView; csrf: string; t: Translate }) {
  const fetcher = useCartFetcher(`cart-label-${line.cartItemId}`);
  const field = `label-${line.cartItemId}`;
  const error = useFieldError(fetcher, field);
  const pendingLabel = fetcher.formData?.get("label");
  return (
    <CartForm
      fetcher={fetcher}
      csrf={csrf}
      values={{ intent: "label", cartItemId: line.cartItemId }}
      className="cart-line-edit"
    >
      <label htmlFor={field}>
        <ShortLabelText
          short={t("cart-page.line.label_short")}
          full={t("cart-page.line.label_for", { name: line.name })}
        />
      </label>
      <input
        id={field}
        name="label"
        type="text"
        maxLength={LABEL_MAX_LENGTH}
        defaultValue={typeof pendingLabel === "string" ? pendingLabel : line.label}
        key={line.label}
        {...errorAttributes(field, error)}
      />
      <button type="submit" disabled={fetcher.state !== "idle"}>
        {t("cart-page.line.save_label")}
      </button>
      <FieldError field={field} message={error} />
    </CartForm>
  );
}

/** Moves this one line to another delivery (method); the service merges it with an equal line there. */
export function MoveForm({
  line,
  deliveryId,
  choices,
  csrf,
  t,
}: {
  line: CartLineView;
  deliveryId: string;
  choices: readonly string[];
  csrf: string;
  t: Translate;
}) {
  const fetcher = useCartFetcher(`cart-move-${line.cartItemId}`);
  const targets = choices.filter((id) => id !== deliveryId);
  const field = `move-${line.cartItemId}`;
  const error = useFieldError(fetcher, field);
  if (targets.length === 0) return null;
  return (
    <CartForm
      fetcher={fetcher}
      csrf={csrf}
      values={{ intent: "move", cartItemId: line.cartItemId }}
      className="cart-line-edit"
    >
      <label htmlFor={field}>
        <ShortLabelText
          short={t("cart-page.line.move_short")}
          full={t("cart-page.line.move_for", { name: line.name })}
        />
      </label>
      <select id={field} name="deliveryId" defaultValue={targets[0]} {...errorAttributes(field, error)}>
        {targets.map((id) => (
          <option key={id} value={id}>
            {t(`checkout.method.${id}`)}
          </option>
        ))}
      </select>
      <button type="submit" disabled={fetcher.state !== "idle"}>
        {t("cart-page.line.move")}
      </button>
      <FieldError field={field} message={error} />
    </CartForm>
  );
}
