import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { enterCxmlPunchout } from "~/features/punchout/cxml-entry.server";

/**
 * The StartPage URL of a cXML PunchOutSetupResponse: opens the punch-out session its one-time token
 * grants and answers 303 (the shop, the cart of an edit or inspect, or /punchout/fel?kod=start_token).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return enterCxmlPunchout(request, context);
}
