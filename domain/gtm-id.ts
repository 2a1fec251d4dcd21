/** Spec section 5: a tag-manager id is GTM- followed by uppercase letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/**
 * Why the tag manager cannot be set up with this id (the log line of spec section 8), or null when it can.
 * Without a usable id nothing of the tag manager or its data layer is set up.
 */
export function gtmIdProblem(id: string | null | undefined): string | null {
  if (!id) return "Missing GTM_ID";
  return GTM_ID_PATTERN.test(id) ? null : `${id} is not a valid GTM-ID`;
}

/** The id when it is usable, else null. */
export function usableGtmId(id: string | null | undefined): string | null {
  return gtmIdProblem(id) === null ? (id as string) : null;
}
