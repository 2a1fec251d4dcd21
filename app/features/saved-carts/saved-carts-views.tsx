/**
 * The saved carts' views (docs/purchasing-controls.md, "Sparade varukorgar"): the list with the save form, and one
 * saved cart with its deliveries and the forms to use, change, delete or copy it. Plain posts: all work without
 * JavaScript. No amounts anywhere: a saved cart keeps no price.
 */
import { Form, Link } from "@remix-run/react";
import { FormMessage } from "~/ui/form-bits";
import { EmptyState } from "~/ui/page-frame";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import { SAVED_CART_NAME_MAX, SAVED_CARTS_PATH } from "@shop/domain/saved-carts";
import type { SavedCartAnswer, SavedCartDetailView, SavedCartRowView } from "./saved-carts-pages.server";

/** A saved cart's name field: short, one line, its error beside it. */
function NameField({
  id,
  label,
  max,
  defaultValue,
  error,
}: {
  id: string;
  label: string;
  max: number;
  defaultValue?: string;
  error?: string;
}) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={`${id}-hint`}>
        {t("saved-carts.save.name_hint", { max })}
      </p>
      <input
        id={id}
        name="name"
        type="text"
        required
        maxLength={max}
        size={30}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The message of an answer to this form, and the name error when it belongs to the name field. */
function answerFor(answer: SavedCartAnswer | undefined, intents: string[]) {
  if (!answer || !intents.includes(answer.intent))
    return { message: undefined, nameError: undefined, typed: undefined };
  return answer.field === "name"
    ? { message: undefined, nameError: answer.message, typed: answer.name }
    : { message: answer.message, nameError: undefined, typed: answer.name };
}

/**
 * "Spara varukorg": a name and whether colleagues see it; posts to the list's action (also from the cart page, where
 * `idPrefix` keeps its ids apart).
 */
export function SaveCartForm({
  nameMax = SAVED_CART_NAME_MAX,
  answer,
  heading,
  idPrefix = "save-cart",
}: {
  nameMax?: number;
  answer?: SavedCartAnswer;
  heading: string;
  idPrefix?: string;
}) {
  const t = useT();
  const { message, nameError, typed } = answerFor(answer, ["save"]);
  return (
    <Form
      method="post"
      action={`${SAVED_CARTS_PATH}?index`}
      className="inline-form save-cart-form"
      aria-labelledby={`${idPrefix}-heading`}
    >
      <h2 id={`${idPrefix}-heading`}>{heading}</h2>
      <CsrfField />
      <FormMessage message={message} ok={answer?.ok} />
      <NameField
        id={`${idPrefix}-name`}
        label={t("saved-carts.save.name")}
        max={nameMax}
        defaultValue={typed}
        error={nameError}
      />
      <label className="choice">
        <input type="checkbox" name="shared" />
        {t("saved-carts.save.shared")}
      </label>
      <button type="submit" name="intent" value="save">
        {t("saved-carts.save.submit")}
      </button>
    </Form>
  );
}

function SavedCartTable({ rows, caption, shared }: { rows: SavedCartRowView[]; caption: string; shared?: boolean }) {
  const t = useT();
  return (
    <table className="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("saved-carts.list.name")}</th>
          {shared ? <th scope="col">{t("saved-carts.list.owner")}</th> : null}
          <th scope="col">{t("saved-carts.list.lines")}</th>
          <th scope="col">{t("saved-carts.list.deliveries")}</th>
          {shared ? null : <th scope="col">{t("saved-carts.list.sharing")}</th>}
          <th scope="col">{t("saved-carts.list.updated")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.savedCartId}>
            <td>
              <Link to={`${SAVED_CARTS_PATH}/${r.savedCartId}`}>{r.name}</Link>
            </td>
            {shared ? <td>{r.owner}</td> : null}
            <td>{r.lineCount}</td>
            <td>{r.deliveries}</td>
            {shared ? null : <td>{t(r.shared ? "saved-carts.list.shared_yes" : "saved-carts.list.shared_no")}</td>}
            <td>{r.updatedAt}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SavedCartList({
  own,
  shared,
  ownCount,
  max,
  nameMax,
  answer,
}: {
  own: SavedCartRowView[];
  shared: SavedCartRowView[];
  ownCount: number;
  max: number;
  nameMax: number;
  answer?: SavedCartAnswer;
}) {
  const t = useT();
  return (
    <>
      <p>{t("saved-carts.intro")}</p>
      <section aria-labelledby="saved-carts-own">
        <h2 id="saved-carts-own">{t("saved-carts.list.own_heading")}</h2>
        <p>{t("saved-carts.list.own_count", { count: ownCount, max })}</p>
        {own.length ? (
          <SavedCartTable rows={own} caption={t("saved-carts.list.own_heading")} />
        ) : (
          <EmptyState>{t("saved-carts.list.own_empty")}</EmptyState>
        )}
      </section>
      <section aria-labelledby="saved-carts-shared">
        <h2 id="saved-carts-shared">{t("saved-carts.list.shared_heading")}</h2>
        {shared.length ? (
          <SavedCartTable rows={shared} caption={t("saved-carts.list.shared_heading")} shared />
        ) : (
          <EmptyState>{t("saved-carts.list.shared_empty")}</EmptyState>
        )}
      </section>
      <SaveCartForm nameMax={nameMax} answer={answer} heading={t("saved-carts.save.heading")} />
    </>
  );
}

function Deliveries({ savedCart }: { savedCart: SavedCartDetailView }) {
  const t = useT();
  return (
    <>
      {savedCart.deliveries.map((d) => (
        <section key={d.deliveryId} aria-labelledby={`saved-delivery-${d.deliveryId}`}>
          <h2 id={`saved-delivery-${d.deliveryId}`}>
            {t("saved-carts.detail.delivery_heading", { method: d.method })}
          </h2>
          {d.requestedDeliveryDate ? (
            <p>{t("saved-carts.detail.delivery_date", { date: d.requestedDeliveryDate })}</p>
          ) : null}
          {d.included ? null : <p>{t("saved-carts.detail.excluded")}</p>}
          <table className="table">
            <caption className="visually-hidden">{d.method}</caption>
            <thead>
              <tr>
                <th scope="col">{t("saved-carts.detail.article_number")}</th>
                <th scope="col">{t("saved-carts.detail.article_name")}</th>
                <th scope="col">{t("saved-carts.detail.quantity")}</th>
                <th scope="col">{t("saved-carts.detail.label")}</th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((l, i) => (
                <tr key={`${l.articleNumber}-${i}`}>
                  <td>{l.articleNumber}</td>
                  <td>{l.name}</td>
                  <td>{l.quantity}</td>
                  <td>{l.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

function RestoreForm({ canOrder, answer }: { canOrder: boolean; answer?: SavedCartAnswer }) {
  const t = useT();
  const { message } = answerFor(answer, ["replace", "merge"]);
  return (
    <section aria-labelledby="saved-cart-restore">
      <h2 id="saved-cart-restore">{t("saved-carts.restore.heading")}</h2>
      <FormMessage message={message} ok={answer?.ok} />
      {message && answer?.toCart ? (
        <p>
          <Link to="/cart">{t("saved-carts.restore.to_cart")}</Link>
        </p>
      ) : null}
      {canOrder ? (
        <Form method="post" className="inline-form">
          <CsrfField />
          <p className="field__hint" id="saved-cart-restore-hint">
            {t("saved-carts.restore.hint")}
          </p>
          <button type="submit" name="intent" value="replace" aria-describedby="saved-cart-restore-hint">
            {t("saved-carts.restore.replace")}
          </button>{" "}
          <button type="submit" name="intent" value="merge" aria-describedby="saved-cart-restore-hint">
            {t("saved-carts.restore.merge")}
          </button>
        </Form>
      ) : (
        <p>{t("saved-carts.restore.no_order")}</p>
      )}
    </section>
  );
}

function OwnerForms({
  savedCart,
  nameMax,
  answer,
}: {
  savedCart: SavedCartDetailView;
  nameMax: number;
  answer?: SavedCartAnswer;
}) {
  const t = useT();
  const { message, nameError, typed } = answerFor(answer, ["rename", "delete"]);
  return (
    <section aria-labelledby="saved-cart-edit">
      <h2 id="saved-cart-edit">{t("saved-carts.edit.heading")}</h2>
      <FormMessage message={message} ok={answer?.ok} />
      <Form method="post" className="inline-form">
        <CsrfField />
        <NameField
          id="saved-cart-name"
          label={t("saved-carts.save.name")}
          max={nameMax}
          defaultValue={typed ?? savedCart.name}
          error={nameError}
        />
        <label className="choice">
          <input type="checkbox" name="shared" defaultChecked={savedCart.shared} />
          {t("saved-carts.save.shared")}
        </label>
        <button type="submit" name="intent" value="rename">
          {t("saved-carts.edit.submit")}
        </button>
      </Form>
      <Form method="post" className="inline-form">
        <CsrfField />
        <button type="submit" name="intent" value="delete" className="button--danger">
          {t("saved-carts.edit.delete")}
        </button>
      </Form>
    </section>
  );
}

function CopyForm({
  savedCart,
  nameMax,
  answer,
}: {
  savedCart: SavedCartDetailView;
  nameMax: number;
  answer?: SavedCartAnswer;
}) {
  const t = useT();
  const { message, nameError, typed } = answerFor(answer, ["copy"]);
  const suggested = t("saved-carts.copy.name_default", { name: savedCart.name }).slice(0, nameMax);
  return (
    <section aria-labelledby="saved-cart-copy">
      <h2 id="saved-cart-copy">{t("saved-carts.copy.heading")}</h2>
      <FormMessage message={message} ok={answer?.ok} />
      <Form method="post" className="inline-form">
        <CsrfField />
        <NameField
          id="saved-cart-copy-name"
          label={t("saved-carts.save.name")}
          max={nameMax}
          defaultValue={typed ?? suggested}
          error={nameError}
        />
        <button type="submit" name="intent" value="copy">
          {t("saved-carts.copy.submit")}
        </button>
      </Form>
    </section>
  );
}

export function SavedCartPage({
  savedCart,
  canOrder,
  nameMax,
  answer,
}: {
  savedCart: SavedCartDetailView;
  canOrder: boolean;
  nameMax: number;
  answer?: SavedCartAnswer;
}) {
  const t = useT();
  return (
    <>
      <p>
        <Link to={SAVED_CARTS_PATH}>{t("saved-carts.detail.back")}</Link>
      </p>
      <dl className="saved-cart-summary">
        <div>
          <dt>{t("saved-carts.detail.owner")}</dt>
          <dd>{savedCart.owner}</dd>
        </div>
        <div>
          <dt>{t("saved-carts.detail.sharing")}</dt>
          <dd>{t(savedCart.shared ? "saved-carts.list.shared_yes" : "saved-carts.list.shared_no")}</dd>
        </div>
        <div>
          <dt>{t("saved-carts.detail.updated")}</dt>
          <dd>{savedCart.updatedAt}</dd>
        </div>
      </dl>
      {savedCart.mine ? null : <p>{t("saved-carts.detail.read_only", { owner: savedCart.owner })}</p>}
      <Deliveries savedCart={savedCart} />
      <RestoreForm canOrder={canOrder} answer={answer} />
      {savedCart.mine ? (
        <OwnerForms savedCart={savedCart} nameMax={nameMax} answer={answer} />
      ) : (
        <CopyForm savedCart={savedCart} nameMax={nameMax} answer={answer} />
      )}
    </>
  );
}
