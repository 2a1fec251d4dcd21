import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { enterPunchout } from "~/features/punchout/entry.server";

/**
 * Punch-out entry (OCI): procurement systems open the shop with a form post or, for some, a GET
 * with the same parameters. Both end in a 303 (the start page, or /punchout/fel with an error
 * code and nothing else), so no credential stays in the address bar.
 *
 * A resource route on purpose: Remix refuses cross-origin posts to document routes (Origin must
 * match Host), and this post always comes from the procurement system's origin. Its defence is
 * the credentials themselves plus the HOOK_URL allow-list, not a CSRF token it cannot have.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return enterPunchout(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return enterPunchout(request, context);
}
