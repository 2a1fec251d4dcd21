import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { MAX_SUGGEST_LENGTH, MIN_SUGGEST_LENGTH } from "@shop/domain/search-suggestions";
import { serverT } from "~/platform/i18n/catalogue.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { loadSuggestions } from "~/features/search/suggestions.server";

const query = z.object({ q: z.string().trim().min(MIN_SUGGEST_LENGTH).max(MAX_SUGGEST_LENGTH) });

/**
 * Find-as-you-type (GET /api/sok?q=): products and categories of the buyer's assortment. The
 * answer depends on the assortment, so browsers may keep it briefly but no shared cache may.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = query.safeParse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  if (!parsed.success) {
    return Response.json(
      {
        message: serverT("search.api.invalid_query", { min: MIN_SUGGEST_LENGTH, max: MAX_SUGGEST_LENGTH }),
        issues: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
      },
      { status: 400 },
    );
  }
  const commerce = await context.commerce();
  try {
    const body = await loadSuggestions(context, commerce, parsed.data.q);
    const headers = new Headers(commerce.headers);
    headers.set("Cache-Control", "private, max-age=30");
    headers.set("Vary", "Cookie");
    return Response.json(body, { headers });
  } catch (error) {
    const failure = await commerceFailure(error, request, context);
    if (failure instanceof Response && failure.status >= 300 && failure.status < 400) {
      // The session ended: the caller is a script, so it gets a 401 it can act on, with the cookie removal.
      const headers = new Headers();
      for (const cookie of failure.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      return Response.json({ message: serverT("errors.please_login"), issues: [] }, { status: 401, headers });
    }
    throw failure;
  }
}
