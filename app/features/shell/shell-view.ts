/** What the shell needs to know of the brand (a public subset of the brand config). */
export interface ShellBrand {
  id: string;
  name: string;
  logo: { src: string; alt: string; width: number; height: number } | null;
}

export type { ShellUser, ShellContext } from "~/features/account";
