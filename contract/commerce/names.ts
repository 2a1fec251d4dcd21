/**
 * Display names the commerce service owns (workers/commerce/src/routes/users.ts, customers.ts): role and
 * permission names for user administration, and the customer's sales team for my pages.
 */
import { z } from "zod";

export const ROLE_NAMES_PATH = "role-names";
export const PERMISSION_NAMES_PATH = "permission-names";
export const CUSTOMER_TEAM_PATH = "crm/customerteam";

export const roleNamesSchema = z.array(z.object({ name: z.string(), label: z.string(), rank: z.number().int() }));
export const permissionNamesSchema = z.array(z.object({ name: z.string(), label: z.string() }));

export const customerTeamMemberSchema = z.object({
  name: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type CustomerTeamMember = z.infer<typeof customerTeamMemberSchema>;

export const customerTeamSchema = z.object({ customerId: z.string(), members: z.array(customerTeamMemberSchema) });
