import { describe, expect, it } from "vitest";
import { LOGIN_EVENT_COOKIE, loginEventCookie, takeLoginEvent } from "./login-event";

describe("userLoggedIn once per sign-in", () => {
  it("the first page after the sign-in pushes it and clears the cookie; the next page does not", () => {
    expect(loginEventCookie(true)).toBe(`${LOGIN_EVENT_COOKIE}=1; Max-Age=600; Path=/; SameSite=Lax; Secure`);
    const jar = { cookie: `consent=x; ${LOGIN_EVENT_COOKIE}=1` };
    expect(takeLoginEvent(jar)).toEqual([{ event: "userLoggedIn" }]);
    expect(jar.cookie).toMatch(new RegExp(`^${LOGIN_EVENT_COOKIE}=; Max-Age=0`));
    // What the browser's document.cookie reads afterwards: the cookie is gone.
    expect(takeLoginEvent({ cookie: "consent=x" })).toEqual([]);
  });
});
