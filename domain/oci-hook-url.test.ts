import { describe, expect, it } from "vitest";
import { checkHookUrl } from "./oci-hook-url";

describe("checkHookUrl", () => {
  const allow = { hosts: ["localhost", "127.0.0.1", "*.inkop.example", "erp.example.se:8443"], schemes: ["sapevent"] };

  it.each([
    ["http://localhost:4321/oci", "http://localhost:4321"],
    ["https://127.0.0.1/oci?x=1", "https://127.0.0.1"],
    ["https://srm.inkop.example/return", "https://srm.inkop.example"],
    ["https://erp.example.se:8443/return", "https://erp.example.se:8443"],
  ])("allows %s", (url, origin) => {
    expect(checkHookUrl(url, allow)).toEqual({ ok: true, url: new URL(url).href, origin });
  });

  it("allows a customer's extra scheme without a host", () => {
    expect(checkHookUrl("SAPEVENT:CATALOG", allow)).toEqual({ ok: true, url: "SAPEVENT:CATALOG", origin: null });
    expect(checkHookUrl("SAPEVENT:CATALOG", { hosts: ["localhost"], schemes: [] })).toEqual({
      ok: false,
      reason: "scheme",
    });
  });

  it.each([
    ["javascript:alert(1)", "scheme"],
    ["JAVASCRIPT:alert(1)", "scheme"],
    [" javascript:alert(1)", "scheme"],
    ["java\nscript:alert(1)", "invalid"],
    ["data:text/html,x", "scheme"],
    ["vbscript:x", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["https://evil.example/x", "host"],
    ["https://inkop.example/x", "host"],
    ["https://localhost.evil.example/x", "host"],
    ["https://erp.example.se/return", "host"],
    ["https://user:pw@localhost/x", "invalid"],
    ["//localhost/x", "invalid"],
    ["", "invalid"],
  ])("refuses %j (%s)", (url, reason) => {
    expect(checkHookUrl(url, allow)).toEqual({ ok: false, reason });
  });

  it("refuses javascript: even when a customer lists it as a scheme", () => {
    expect(checkHookUrl("javascript:alert(1)", { hosts: [], schemes: ["javascript", "data"] })).toEqual({
      ok: false,
      reason: "scheme",
    });
  });
});
