/** The content worker's configuration (workers/content/src/config.ts): a missing token is a 503 naming it. */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import app, { type ContentEnv } from "../../../workers/content/src/index";
import { contentConfigOf, parseContentEnv } from "../../../workers/content/src/config";

const contentEnv = env as unknown as ContentEnv;

describe("content configuration", () => {
  it("reads space and tokens once per env object", () => {
    const result = parseContentEnv(contentEnv);
    expect(result.ok && result.config).toMatchObject({ spaceId: "shop", deliveryToken: "local-delivery-token" });
    expect(contentConfigOf(contentEnv)).toBe(contentConfigOf(contentEnv));
  });

  it.each(["SPACE_ID", "DELIVERY_TOKEN", "PREVIEW_TOKEN"])(
    "answers 503 naming %s when it is missing",
    async (field) => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const broken = { ...contentEnv, [field]: "" } as ContentEnv;
      const response = await app.request("http://content.local/spaces/shop/environments/master/entries", {}, broken);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { sys: { id: string }; message: string; details: { field: string } };
      expect(body.sys.id).toBe("ServiceUnavailable");
      expect(body.details.field).toBe(field);
      expect(body.message).toContain(field);
      error.mockRestore();
    },
  );
});
