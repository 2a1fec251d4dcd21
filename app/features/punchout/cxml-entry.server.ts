/**
 * GET /punchout/cxml/start?token=…: the StartPage of a cXML setup. The one-time token opens a punch-out
 * session like the OCI entry (same session start, cookies, confirmation and delivery option); for edit and
 * inspect the requisition's ItemOut lines replace the cart first.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { DEFAULT_OCI_TARGET } from "@shop/domain/oci-entry";
import type { CxmlPunchout, CxmlSessionAnswer } from "@shop/contract/commerce/cxml";
import { serverT } from "~/platform/i18n/catalogue.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { openCxmlSession } from "./cxml-client.server";
import {
  addLinesToCurrentCart,
  emptyCart,
  refusedAddLines,
  refusedLinesNotice,
} from "~/features/checkout/index.server";
import { openCartId } from "~/features/checkout/index.server";
import { transportFor } from "~/platform/session/commerce-session.server";
import { toastHeaders } from "~/platform/session/toast.server";
import {
  PUNCHOUT_CONFIRM_PATH,
  pendingCookie,
  startPunchoutSession,
  type PendingPunchout,
} from "./confirmation.server";
import { entryFailed, mustAskFirst } from "./entry.server";
import { forbiddenResponse } from "~/platform/security/refusal-response.server";
import { isNotNavigation } from "./navigation-only.server";
import type { EntryError } from "./entry-errors.server";
import type { PunchoutState } from "~/platform/session/punchout-mode.server";
import { readAccessToken } from "@shop/domain/access-token";

const ARTICLE_NUMBER = /^[0-9A-Za-z-]{1,20}$/;

function failureOf(error: CommerceError): EntryError {
  if (error.kind === "unauthorized" || error.kind === "bad_request") return "start_token";
  if (error.kind === "forbidden") return "hook";
  return "unavailable";
}

/**
 * The requisition's lines in place of whatever the punch-out user's cart held, on the brand's punch-out
 * delivery option; the label carries SupplierPartAuxiliaryID back. Answers each line that could not go in
 * (unknown, outside the assortment, not sold online) by name and article number with its reason, for the buyer.
 */
async function loadRequisition(
  context: AppLoadContext,
  accessToken: string,
  items: CxmlPunchout["items"],
): Promise<string[]> {
  const transport = transportFor(context, accessToken);
  await emptyCart(transport, await openCartId(transport));
  const valid = items.filter((item) => ARTICLE_NUMBER.test(item.supplierPartId));
  // A SupplierPartID that is no article number at all: named as sent (cut short), never looked up.
  const refused = items
    .filter((item) => !ARTICLE_NUMBER.test(item.supplierPartId))
    .map((item) => {
      const label = serverT("checkout.refusals.article_number", { articleNumber: item.supplierPartId.slice(0, 20) });
      return `${label}: ${serverT("checkout.refusals.unknown_article")}`;
    });
  if (valid.length === 0) return refused;
  const deliveryId = (await context.brand()).punchoutDeliveryOption;
  const lines = await addLinesToCurrentCart(
    transport,
    valid.map((item) => ({
      articleNumber: item.supplierPartId,
      quantity: item.quantity,
      deliveryId,
      ...(item.supplierPartAuxiliaryId ? { label: item.supplierPartAuxiliaryId } : {}),
    })),
  );
  return [...refused, ...refusedAddLines(lines)];
}

function stateOf(answer: CxmlSessionAnswer): PunchoutState {
  const { items: _items, ...cxml } = answer.Punchout;
  return {
    hookUrl: answer.HookUrl,
    hookOrigin: answer.HookOrigin,
    // The order message replaces the OCI fields; the hand-over posts to the top window like OCI's default.
    oci: { okCode: null, target: DEFAULT_OCI_TARGET, caller: null },
    company: null,
    companyName: answer.CustomerName,
    exportProfile: answer.ExportProfile,
    cxml,
  };
}

export async function enterCxmlPunchout(request: Request, context: AppLoadContext): Promise<Response> {
  // The StartPage URL signs in from the URL alone too: only as a page, never as another site's image or fetch.
  if (isNotNavigation(request)) return forbiddenResponse(request);
  const token = new URL(request.url).searchParams.get("token");
  if (!token || token.length < 20 || token.length > 200) return entryFailed(request, context, "start_token");
  let answer: CxmlSessionAnswer;
  try {
    answer = await openCxmlSession(transportFor(context), token);
  } catch (error) {
    if (error instanceof CommerceError) return entryFailed(request, context, failureOf(error));
    throw error;
  }
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  let startPath = "/";
  if (answer.Punchout.operation !== "create") {
    startPath = "/cart";
    const refused = await loadRequisition(context, answer.AccessToken, answer.Punchout.items);
    if (refused.length > 0) {
      const message = refusedLinesNotice("", refused, { intro: serverT("errors.punchout.items_not_loaded") });
      for (const cookie of (await toastHeaders(request, context, { type: "error", message })).getSetCookie())
        headers.append("Set-Cookie", cookie);
    }
  }
  const pending: PendingPunchout = {
    tokens: answer,
    state: stateOf(answer),
    settings: null,
    startPath,
    confirmToken: crypto.randomUUID(),
  };
  if (await mustAskFirst(request, context, readAccessToken(answer.AccessToken)?.userId)) {
    headers.append("Set-Cookie", await pendingCookie(context, pending));
    return redirect(PUNCHOUT_CONFIRM_PATH, { status: 303, headers });
  }
  const response = await startPunchoutSession(request, context, pending);
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}
