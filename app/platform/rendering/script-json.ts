/**
 * JSON to place inside a `<script>` element: `<` is escaped, so no value can close the element (`</script>`) or open
 * a comment, and the text still parses to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
