/** The mail adapter's configuration (mail/config.ts): when delivery is on, and which endpoints it takes. */
import { describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM, mailProviderConfig, mailQueueOf } from "../../../workers/commerce/src/mail/config";
import { env } from "./helpers";

const withMail = (vars: Record<string, string | undefined>) => ({ ...env, ...vars });

describe("mail provider configuration", () => {
  it("is off until both the endpoint and the key are set, and then needs the queue", () => {
    expect(mailProviderConfig(withMail({ MAIL_PROVIDER_URL: undefined, MAIL_PROVIDER_KEY: "k" }))).toBeNull();
    expect(
      mailProviderConfig(withMail({ MAIL_PROVIDER_URL: "https://api.resend.com/emails", MAIL_PROVIDER_KEY: " " })),
    ).toBeNull();
    const on = withMail({ MAIL_PROVIDER_URL: "https://api.resend.com/emails", MAIL_PROVIDER_KEY: "re_123" });
    expect(mailProviderConfig(on)).toEqual({
      url: "https://api.resend.com/emails",
      key: "re_123",
      from: DEFAULT_MAIL_FROM,
    });
    expect(mailQueueOf(on)).toBe(env.MAIL_QUEUE);
    expect(mailQueueOf({ ...on, MAIL_QUEUE: undefined })).toBeNull();
  });

  it("takes a local fake provider over http in development, and only https anywhere else", () => {
    const local = { MAIL_PROVIDER_URL: "http://127.0.0.1:8790/emails", MAIL_PROVIDER_KEY: "k" };
    expect(mailProviderConfig(withMail({ ...local, ENVIRONMENT: "development" }))?.url).toBe(local.MAIL_PROVIDER_URL);
    expect(() => mailProviderConfig(withMail({ ...local, ENVIRONMENT: "production" }))).toThrow(/must be https/);
    expect(() => mailProviderConfig(withMail({ MAIL_PROVIDER_URL: "api.resend.com", MAIL_PROVIDER_KEY: "k" }))).toThrow(
      /not an http\(s\) URL/,
    );
    expect(() => mailProviderConfig(withMail({ MAIL_PROVIDER_URL: "ftp://x.se/", MAIL_PROVIDER_KEY: "k" }))).toThrow(
      /not an http\(s\) URL/,
    );
  });
});
