import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cxmlAnswer, cxmlSetup } from "~/features/punchout/cxml-setup.server";

/**
 * cXML punch-out setup (PunchOutSetupRequest → PunchOutSetupResponse). A resource route like the OCI
 * entry: procurement systems post here server to server, and every answer is cXML, never a page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return cxmlSetup(request, context);
}

export function loader({ request }: LoaderFunctionArgs) {
  return cxmlAnswer(request, 400, "POST a cXML PunchOutSetupRequest");
}
