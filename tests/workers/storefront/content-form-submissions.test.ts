import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FORM_SUBMISSION_PREFIX, storeFormSubmission } from "~/routes/formular.$id/form-submissions.server";

describe("dynamic form submissions", () => {
  it("are stored in KV under form-submissions:{formId}:{time} with the values and who sent them", async () => {
    const key = await storeFormSubmission(
      env.CACHE,
      {
        formId: "form-kontakta-oss",
        formTitle: "Kontakta kundservice",
        values: { Namn: "Anna", "E-post": "anna@bygg.se" },
        userId: null,
      },
      new Date("2026-11-21T08:00:00.000Z"),
    );
    expect(key.startsWith(`${FORM_SUBMISSION_PREFIX}form-kontakta-oss:2026-11-21T08:00:00.000Z:`)).toBe(true);
    const listed = await env.CACHE.list({ prefix: `${FORM_SUBMISSION_PREFIX}form-kontakta-oss:` });
    expect(listed.keys.map((entry) => entry.name)).toEqual([key]);
    expect(await env.CACHE.get(key, "json")).toEqual({
      formId: "form-kontakta-oss",
      formTitle: "Kontakta kundservice",
      values: { Namn: "Anna", "E-post": "anna@bygg.se" },
      userId: null,
      submittedAt: "2026-11-21T08:00:00.000Z",
    });
  });
});
