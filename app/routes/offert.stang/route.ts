import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleCloseOverlay } from "~/features/quotes/close-overlay.server";

/** A stray GET (a bookmarked form target) goes to the start page. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleCloseOverlay(request, context);
}
