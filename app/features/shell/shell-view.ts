/** What the shell needs to know of the brand (a public subset of the brand config). */
export interface ShellBrand {
  id: string;
  name: string;
  logo: { src: string; alt: string; width: number; height: number } | null;
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
