/** The answer of a new-password form (reset and activation) to its page. */
export interface NewPasswordResult {
  formError?: string | null;
  fieldErrors?: Partial<Record<"password" | "confirm", string>>;
}

/** What the header shows of a signed-in buyer; null while signed out. */
export interface ShellUser {
  userId: string;
  /** The customer/project context for the project flyout (accounts work). */
  context?: ShellContext | null;
  /** A suspended user: every page shows the suspended-user notice. */
  suspended?: boolean;
}

export interface ShellContext {
  customerId: string;
  customerName: string | null;
  projectId: string | null;
  projectName: string | null;
}
