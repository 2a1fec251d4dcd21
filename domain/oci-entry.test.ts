import { describe, expect, it } from "vitest";
import { readPunchoutEntry } from "./oci-entry";

const params = (values: Record<string, string>) => new URLSearchParams(values);

describe("readPunchoutEntry: login aliases", () => {
  it.each([
    ["logonId", "logonPassword"],
    ["USER_NAME", "PASSWORD"],
    ["USERNAME", "password"],
    ["username", "PASSWORD"],
  ])("takes the login from %s and the password from %s", (loginName, passwordName) => {
    const entry = readPunchoutEntry(params({ [loginName]: "punchout", [passwordName]: "demo1234" }));
    expect(entry).toMatchObject({ login: "punchout", logonId: "punchout", password: "demo1234", warnings: [] });
  });

  it("prefers logonId over USER_NAME over USERNAME over username", () => {
    expect(readPunchoutEntry(params({ username: "d", USERNAME: "c", USER_NAME: "b", logonId: "a" })).login).toBe("a");
    expect(readPunchoutEntry(params({ username: "d", USERNAME: "c" })).login).toBe("c");
  });

  it("signs in with the e-mail from email or SENDER_ID when no login id is sent", () => {
    expect(readPunchoutEntry(params({ email: "a@b.se", password: "x" }))).toMatchObject({
      login: "a@b.se",
      email: "a@b.se",
      logonId: null,
    });
    expect(readPunchoutEntry(params({ SENDER_ID: "s@b.se", password: "x" })).login).toBe("s@b.se");
  });

  it("takes the e-mail from the UserID inside user_session", () => {
    const entry = readPunchoutEntry(
      params({ user_session: JSON.stringify({ UserID: "punchout@demo.se" }), email: "other@demo.se", PASSWORD: "x" }),
    );
    expect(entry.email).toBe("punchout@demo.se");
    expect(entry.warnings).toEqual([]);
  });

  it("falls back to the email field on an invalid user_session, with a warning that holds no value", () => {
    const entry = readPunchoutEntry(
      params({ user_session: "{broken secret-value", email: "punchout@demo.se", PASSWORD: "demo1234" }),
    );
    expect(entry.email).toBe("punchout@demo.se");
    expect(entry.warnings).toHaveLength(1);
    expect(entry.warnings[0]).not.toMatch(/secret-value|demo1234|punchout@demo\.se/);
  });

  it("reads HOOK_URL, Bolag, name and the OCI control fields; ~TARGET or returntarget, default _top", () => {
    const entry = readPunchoutEntry(
      params({
        HOOK_URL: "http://localhost:1/h",
        Bolag: "PEAB",
        name: "Peab Sverige AB",
        "~OkCode": "ADDI",
        "~TARGET": "_parent",
        "~CALLER": "CTLG",
      }),
    );
    expect(entry).toMatchObject({
      hookUrl: "http://localhost:1/h",
      company: "PEAB",
      companyName: "Peab Sverige AB",
      oci: { okCode: "ADDI", target: "_parent", caller: "CTLG" },
    });
    expect(readPunchoutEntry(params({ returntarget: "catalog_frame" })).oci.target).toBe("catalog_frame");
    expect(readPunchoutEntry(params({})).oci.target).toBe("_top");
    expect(readPunchoutEntry(params({ "~TARGET": "javascript:alert(1)" })).oci.target).toBe("_top");
  });

  it("treats empty values as absent", () => {
    expect(readPunchoutEntry(params({ logonId: "  ", username: "u", password: "" }))).toMatchObject({
      login: "u",
      password: null,
    });
  });
});
