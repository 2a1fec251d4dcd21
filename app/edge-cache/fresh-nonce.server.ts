/**
 * A page from the shared cache was rendered with another request's CSP nonce. Reusing it would let anyone who
 * saw one copy predict the nonce of every other, so each copy is served with this request's nonce instead: in
 * the Content-Security-Policy header and in every `nonce` attribute (HTMLRewriter streams, nothing is buffered).
 */
const NONCE_SOURCE = /'nonce-[^']*'/;

export function withFreshNonce(response: Response, nonce: string): Response {
  const policy = response.headers.get("Content-Security-Policy");
  if (!policy || !NONCE_SOURCE.test(policy)) return response;
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", policy.replaceAll(new RegExp(NONCE_SOURCE, "g"), `'nonce-${nonce}'`));
  const renewed = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  if (typeof HTMLRewriter === "undefined") return renewed;
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(renewed);
}
