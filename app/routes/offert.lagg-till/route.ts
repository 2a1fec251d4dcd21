import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleAddToQuote } from "~/features/quotes/add-to-quote.server";

/** A stray GET (a bookmarked form target) goes to the start page. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAddToQuote(request, context);
}
