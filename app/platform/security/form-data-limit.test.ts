import { describe, expect, it } from "vitest";
import { BodyTooLargeError, formDataOr413, formDataWithin } from "./form-data.server";

const form = (size: number) => {
  const data = new FormData();
  data.set("intent", "label");
  data.set("label", "x".repeat(size));
  return data;
};

describe("formDataWithin", () => {
  it("reads a form under the limit", async () => {
    const request = new Request("http://shop.test/cart", { method: "POST", body: form(100) });
    expect((await formDataWithin(request, 10_000)).get("intent")).toBe("label");
  });

  it("refuses a body whose Content-Length is over the limit without reading it", async () => {
    const request = new Request("http://shop.test/cart", {
      method: "POST",
      body: "x".repeat(20_000),
      headers: { "Content-Length": "20000", "Content-Type": "application/x-www-form-urlencoded" },
    });
    await expect(formDataWithin(request, 10_000)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a streamed body without Content-Length at the limit", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode("label=" + "x".repeat(4096)));
        if (pulled > 1000) controller.close();
      },
    });
    const request = new Request("http://shop.test/cart", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    await expect(formDataWithin(request, 64 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled).toBeLessThan(40);
  });
});

describe("formDataOr413", () => {
  const oversize = (path: string, accept: string) =>
    new Request(`http://shop.test${path}`, {
      method: "POST",
      body: "x".repeat(70_000),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: accept },
    });

  it("throws a 413 with the Swedish reason: a page for people (a resource route answers with it as it is)", async () => {
    const thrown = await formDataOr413(oversize("/offert/lagg-till", "text/html")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(413);
    expect((thrown as Response).headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await (thrown as Response).text()).toContain("Formuläret är för stort för att skickas.");
  });

  it("throws a 413 with a JSON message for data requests and other callers", async () => {
    const thrown = await formDataOr413(oversize("/offert/lagg-till", "*/*")).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(413);
    expect(await (thrown as Response).json()).toEqual({ message: expect.stringContaining("för stort") });
  });

  it("answers a body that is not a readable form with a Swedish 400, not a 500", async () => {
    const request = new Request("http://shop.test/logga-in", {
      method: "POST",
      body: "not a multipart body",
      headers: { "Content-Type": "multipart/form-data; boundary=e2e" },
    });
    const thrown = await formDataOr413(request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe("Formuläret kunde inte läsas. Ladda om sidan och försök igen.");
  });
});
