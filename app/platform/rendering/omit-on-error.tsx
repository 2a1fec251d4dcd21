/**
 * The `errorElement` of an `<Await>` whose streamed part is simply left out when it fails. Await takes a null or
 * missing errorElement as "none" and rethrows: the whole route falls to its error boundary in the browser, and the
 * server answers 500. An empty fragment renders nothing instead.
 */
export const OMIT_ON_ERROR = <></>;
