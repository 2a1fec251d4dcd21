import { cxmlSessionAnswerSchema, cxmlSetupAnswerSchema, type CxmlSetupBody } from "@shop/contract/commerce/cxml";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

/** Checks a setup request's credentials and BrowserFormPost URL (POST /v2/cxml/setup): the one-time start token. */
export function requestCxmlStartToken(transport: CommerceTransport, body: CxmlSetupBody) {
  return commerceCall(
    { ...transport, token: null },
    { path: "v2/cxml/setup", body, schema: cxmlSetupAnswerSchema, service: "auth" },
  );
}

/** Uses the start token up and opens the punch-out session it grants (POST /v2/cxml/sessions). */
export function openCxmlSession(transport: CommerceTransport, token: string) {
  return commerceCall(
    { ...transport, token: null },
    { path: "v2/cxml/sessions", body: { token }, schema: cxmlSessionAnswerSchema, service: "auth" },
  );
}
