/**
 * Account answers: users and their permissions, customers, the address register, shopping lists and
 * favourites (workers/commerce/src/routes/users.ts, user-admin.ts, customers.ts, addresses.ts, favourites.ts).
 */
import { z } from "zod";
import { PERMISSION_DENIALS, ROLES, type PermissionDenial } from "@shop/domain/roles";

const isDenial = (d: string): d is PermissionDenial => (PERMISSION_DENIALS as readonly string[]).includes(d);

export const customerPermissionSchema = z.object({
  role: z.enum(ROLES),
  // Denials this shop does not know are dropped, not fatal: the service may know more than the storefront.
  permissionDenies: z.array(z.string()).transform((list) => list.filter(isDenial)),
  customerId: z.string(),
  projectId: z.string().nullable(),
});

const customerNameSchema = z.object({ customerId: z.string(), customerName: z.string() });

export const userSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string().nullable(),
  active: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  customers: z.array(customerNameSchema),
  customerPermissions: z.array(customerPermissionSchema),
  preferredStore: z.string().nullable(),
  preferredDeliveryMethod: z.string().nullable(),
  defaultDeliveryMethod: z.string().nullable(),
});
export type AccountUser = z.infer<typeof userSchema>;

/**
 * The roles the caller may grant (GET /v2/users): at a customer, `byCustomer[customerId]`, else `anyCustomer`
 * (a site admin's, at every customer). Optional: an older service sends none; then offer every role.
 */
export const grantableRolesSchema = z.object({
  anyCustomer: z.array(z.enum(ROLES)),
  byCustomer: z.record(z.string(), z.array(z.enum(ROLES))),
});
export type GrantableRoles = z.infer<typeof grantableRolesSchema>;

export const userListSchema = z.object({
  users: z.array(userSchema),
  totalNumberOfUsers: z.number(),
  grantableRoles: grantableRolesSchema.optional(),
});
export const activationSchema = z.object({ activated: z.boolean(), userId: z.string() });

export const customerSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  isPunchout: z.boolean().optional(),
  projects: z.array(z.object({ projectId: z.string(), projectName: z.string() })).default([]),
});
export type CustomerChoice = z.infer<typeof customerSchema>;
export const customerListSchema = z.object({ customers: z.array(customerSchema) });
/** GET /v3/customers with virtualContext for a seller granting access: names only. */
export const customerNameListSchema = z.object({ customers: z.array(customerNameSchema) });

export const addressSchema = z.object({
  addressId: z.string(),
  label: z.string().nullable(),
  name: z.string().nullable(),
  recipientName: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  postalCode: z.string().nullable(),
  postalAddress: z.string().nullable(),
  countryCode: z.string(),
  phone: z.string().nullable(),
  preselected: z.boolean(),
  readOnly: z.boolean(),
  validForDelivery: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const shoppingListSchema = z.object({
  favoriteId: z.string(),
  favoriteName: z.string(),
  access: z.string(),
  userId: z.string(),
  updatedAt: z.string(),
  totalRows: z.number().default(0),
  user: z.object({ fullName: z.string() }).nullable().optional(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;
export const shoppingListPageSchema = z.object({ data: z.array(shoppingListSchema), total: z.number() });

export const shoppingListItemSchema = z.object({
  favoriteItemId: z.string(),
  articleNumber: z.string(),
  quantity: z.number(),
});
export type ShoppingListItem = z.infer<typeof shoppingListItemSchema>;
export const shoppingListItemPageSchema = z.object({ data: z.array(shoppingListItemSchema), totalRows: z.number() });

/** The buyer's favourite articles (the heart on a product), at most `max`. */
export const favouritesSchema = z.object({
  data: z.array(z.object({ favouriteId: z.string(), articleNumber: z.string() })),
  max: z.number(),
});
