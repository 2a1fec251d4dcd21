import { describe, expect, it } from "vitest";
import { APP_USER_AGENT_PREFIX, detectUiMode, type UiMode } from "./ui-mode";

describe("detectUiMode", () => {
  it("is APP when the user agent starts with the app-version prefix", () => {
    expect(APP_USER_AGENT_PREFIX).toBe("ByggElApp/");
    expect(detectUiMode("ByggElApp/3.2.1 (iOS 17.4; iPhone15,2)")).toBe("APP");
  });

  it("is NORMAL for browsers, even when the prefix appears later in the string", () => {
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
    expect(detectUiMode(chrome)).toBe("NORMAL");
    expect(detectUiMode(`${chrome} ByggElApp/3.2.1`)).toBe("NORMAL");
  });

  it("is NORMAL without a user agent or with a near miss", () => {
    expect(detectUiMode(null)).toBe("NORMAL");
    expect(detectUiMode("")).toBe("NORMAL");
    expect(detectUiMode("byggelapp/3.2.1")).toBe("NORMAL");
    expect(detectUiMode("ByggElApp")).toBe("NORMAL");
  });

  it("has PUNCHOUT in the mode type", () => {
    const modes: UiMode[] = ["NORMAL", "PUNCHOUT", "APP"];
    expect(modes).toContain(detectUiMode(null));
  });
});
