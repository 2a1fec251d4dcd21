import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleOpenQuote } from "~/features/quotes/open-quote-action.server";

/** A stray GET (a bookmarked form target) goes to the start page. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleOpenQuote(request, context);
}
