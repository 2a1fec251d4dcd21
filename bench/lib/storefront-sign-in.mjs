// Signing in for benchmarks the way a browser without JavaScript does: the login page's CSRF field and session
// cookie, then the form post. Shared by the signed-in scenarios and the Lighthouse script.

function cookiesOf(response) {
  return response.headers.getSetCookie().map((line) => line.split(";")[0]);
}

/** The Cookie header of a session signed in as `email` (demo password) through the storefront's login form. */
export async function signInCookie(storefrontUrl, email = "buyer@demo.se") {
  const page = await fetch(new URL("/logga-in", storefrontUrl), { signal: AbortSignal.timeout(30_000) });
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error("no CSRF field on /logga-in");
  const jar = new Map(cookiesOf(page).map((c) => [c.split("=")[0], c]));
  const answer = await fetch(new URL("/logga-in", storefrontUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: [...jar.values()].join("; ") },
    body: new URLSearchParams({ csrf, email, password: "demo1234", redirectTo: "/" }),
    signal: AbortSignal.timeout(30_000),
  });
  await answer.arrayBuffer();
  if (answer.status < 300 || answer.status >= 400) throw new Error(`login as ${email} answered ${answer.status}`);
  for (const c of cookiesOf(answer)) jar.set(c.split("=")[0], c);
  return [...jar.values()].join("; ");
}
