/**
 * What 'Spara i inköpslista' posts to (/mina-sidor/favoriter's action), against a scripted commerce
 * service: the 51st favourite (409 FAVOURITES_LIMIT) answers with the info dialog's text and
 * status 409; without JavaScript a save goes back to the page it came from (never off the site); a
 * removal deletes the favourite of that article.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as favouritesRoute from "~/routes/mina-sidor.favoriter/route";
import { buyerCookie, CSRF_TOKEN } from "../routes/buyer-session";
import { gtmContext } from "./data-layer-support";

afterEach(() => vi.unstubAllGlobals());

type Reply = { status?: number; body: unknown };

function fakeFavourites(replies: Record<string, Reply>) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    calls.push(`${key}${url.search}`);
    const reply = replies[key] ?? { status: 404, body: { message: `unexpected ${key}` } };
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
  return calls;
}

async function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/mina-sidor/favoriter", {
    method: "POST",
    headers: { Cookie: await buyerCookie() },
    body: new URLSearchParams({ csrf: CSRF_TOKEN, ...fields }),
  });
  return (await favouritesRoute.action({ request, params: {}, context: gtmContext(request) })) as unknown;
}

const dataOf = (result: unknown) =>
  (result as { data: Record<string, unknown>; init: ResponseInit | null }) ?? { data: {}, init: null };

describe("saving to the favourites", () => {
  it("the 51st is refused with the info dialog's text, status 409", async () => {
    const limit = { message: "At most 50", issues: [{ path: "articleNumber", code: "FAVOURITES_LIMIT" }] };
    fakeFavourites({ "POST /users/favourites": { status: 409, body: limit } });
    const { data, init } = dataOf(await post({ intent: "save", articleNumber: "1028268" }));
    expect(init?.status).toBe(409);
    expect(data).toMatchObject({
      ok: false,
      limit: true,
      title: "Favoritlistan är full",
      message: "Du kan ha högst 50 favoriter. Ta bort en favorit innan du lägger till en ny.",
    });
  });

  it("a favourite the service cannot take says so and to try later or contact us (errors.try_again_later_or_contact)", async () => {
    fakeFavourites({ "POST /users/favourites": { status: 404, body: { message: "Not found" } } });
    const { data, init } = dataOf(await post({ intent: "save", articleNumber: "1028268" }));
    expect(init?.status).toBe(404);
    expect(data).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Försök igen senare eller kontakta kundservice\.$/),
    });
  });

  it("with JavaScript answers as data; without it goes back to the page with the notice", async () => {
    fakeFavourites({ "POST /users/favourites": { status: 201, body: { favouriteId: "fp-1" } } });
    const { data } = dataOf(await post({ intent: "save", articleNumber: "1028268" }));
    expect(data).toEqual({ ok: true, message: "Artikeln har lagts till i favoriter.", saved: true });

    const back = (await post({
      intent: "save",
      articleNumber: "1028268",
      redirectTo: "/kategorier/el?sort=name_asc",
    })) as Response;
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/kategorier/el?sort=name_asc");
    expect(back.headers.get("Set-Cookie")).toContain("toast=");

    const offSite = (await post({
      intent: "save",
      articleNumber: "1028268",
      redirectTo: "https://evil.example/",
    })) as Response;
    expect(offSite.headers.get("Location")).toBe("/mina-sidor/favoriter");
  });

  it("removes the favourite of that article only", async () => {
    const favourites = {
      data: [
        { favouriteId: "fp-1", articleNumber: "1009805" },
        { favouriteId: "fp-2", articleNumber: "1028268" },
      ],
      max: 50,
    };
    const calls = fakeFavourites({
      "GET /users/favourites": { body: favourites },
      "DELETE /users/favourites": { body: { deleted: 1 } },
    });
    const { data } = dataOf(await post({ intent: "unsave", articleNumber: "1028268" }));
    expect(data).toEqual({ ok: true, message: "Artikeln har tagits bort från favoriter.", saved: false });
    expect(calls).toContain("DELETE /users/favourites?favouriteIds=fp-2");
  });

  it("refuses a bad article number or list choice with a Swedish 400 and calls nothing", async () => {
    const calls = fakeFavourites({});
    const bad = dataOf(await post({ intent: "save", articleNumber: "<script>" }));
    expect(bad.init?.status).toBe(400);
    expect(bad.data.message).toBe("Skriv ett artikelnummer med siffror.");
    const noName = dataOf(await post({ intent: "save", articleNumber: "1028268", list: "new", newListName: " " }));
    expect(noName.init?.status).toBe(400);
    expect(noName.data.message).toMatch(/^Välj en lista/);
    expect(calls.filter((c) => c.includes("favourites") || c.includes("favorites"))).toEqual([]);
  });
});
