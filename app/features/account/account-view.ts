/** The answer of a new-password form (reset and activation) to its page. */
export interface NewPasswordResult {
  formError?: string | null;
  fieldErrors?: Partial<Record<"password" | "confirm", string>>;
}
