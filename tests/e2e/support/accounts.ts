import { expect, type Page } from "@playwright/test";
import { e2ePorts } from "../ports.mjs";

export { DEMO_PASSWORD } from "./login";
import { DEMO_PASSWORD, signInThroughForm } from "./login";
export const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

/** Signs in through the real login form (works with JavaScript on and off). */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD, redirectTo = "/mina-sidor") {
  await signInThroughForm(page, { email, password, redirectTo });
}

interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

/** The newest mail to `to` in the commerce outbox whose body matches `link`, as a path with its token. */
export async function mailedLink(page: Page, to: string, link: RegExp): Promise<string> {
  let found: string | null = null;
  await expect(async () => {
    const response = await page.request.get(`${commerceUrl}/__dev/outbox`);
    const mails = (await response.json()) as OutboxMail[];
    const mail = mails.find((m) => m.to === to && link.test(m.body));
    found = mail ? (link.exec(mail.body)?.[0] ?? null) : null;
    expect(found).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  return found!;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.example`;
}
