import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { keepSession } from "~/account/signed-in.server";
import { QUOTES_PATH } from "~/quotes/quote-access.server";
import { createQuoteFrom } from "./create-quote.server";

/** A new quote: "Ny offert" on my quotes (empty, prefilled by the service) and "Skapa offert av varukorgen". */
export const action = keepSession(({ request, context }: ActionFunctionArgs) => createQuoteFrom(request, context));

// Only a form post creates a quote; an address typed in shows the list.
export const loader = () => redirect(QUOTES_PATH, 303);
