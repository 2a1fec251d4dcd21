/** The in-development mark on real routes (spec section 2): their loaders 404 until the deployment releases them. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { handle, loader } from "~/routes/mina-sidor.formularsvar/route";
import { testLoadContext } from "../../support/load-context";

const request = () => new Request("http://localhost:8787/mina-sidor/formularsvar");

async function answerOf(setting: string | undefined): Promise<unknown> {
  const context = testLoadContext({
    SESSION_SECRET: "test-secret",
    COMMERCE_URL: "http://commerce.test",
    IN_DEVELOPMENT_ROUTES: setting,
  });
  try {
    return await loader({ request: request(), context, params: {} } as LoaderFunctionArgs);
  } catch (thrown) {
    return thrown;
  }
}

describe("/mina-sidor/formularsvar, a route in development", () => {
  it("is marked with its id in the route handle", () => {
    expect(handle.inDevelopment).toBe("formularsvar");
  });

  it("answers 404 'Page Not Found' to everyone when the deployment has not released it", async () => {
    for (const setting of [undefined, "", "offerter", "formularsvar-x"]) {
      expect(await answerOf(setting), String(setting)).toMatchObject({
        init: { status: 404 },
        data: { message: "Page Not Found: /mina-sidor/formularsvar" },
      });
    }
  });

  it("goes on to the login when released (a visitor is sent to sign in, not told the page is missing)", async () => {
    for (const setting of ["formularsvar", "offerter, formularsvar", "*"]) {
      const answer = await answerOf(setting);
      expect(answer, setting).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(303);
      expect((answer as Response).headers.get("Location")).toContain("/logga-in");
    }
  });
});
