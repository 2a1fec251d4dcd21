/** Display names from the loader (app/features/account/role-names.server.ts); the code itself when the service has none. */
export interface RoleNameLabels {
  roles: Record<string, string>;
  denials: Record<string, string>;
}

export const roleName = (names: RoleNameLabels, role: string) => names.roles[role] ?? role;
export const denialName = (names: RoleNameLabels, denial: string) => names.denials[denial] ?? denial;
