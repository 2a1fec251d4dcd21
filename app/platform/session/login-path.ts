export const LOGIN_PATH = "/logga-in";

/** `/logga-in?redirectTo=<the page asked for>`: the login page returns the buyer there afterwards. */
export function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}
