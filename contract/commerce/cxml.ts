/**
 * The cXML punch-out calls of the commerce service (workers/commerce/src/routes/cxml.ts): the storefront
 * parses the procurement system's XML and sends the setup as JSON; the service checks the credentials and
 * the BrowserFormPost URL, issues the one-time StartPage token and, when it is used, opens the session.
 */
import { z } from "zod";
import { tokenPairSchema } from "./sessions";

const identity = z.object({ domain: z.string().min(1).max(100), identity: z.string().min(1).max(200) });
export const cxmlOperationSchema = z.enum(["create", "edit", "inspect"]);
const itemOut = z.object({
  supplierPartId: z.string().min(1).max(40),
  supplierPartAuxiliaryId: z.string().max(60),
  quantity: z.number().int().min(1).max(1_000_000),
});

/** What a StartPage token carries to the session: everything the hand-over needs later. */
export const cxmlPunchoutSchema = z.object({
  operation: cxmlOperationSchema,
  buyerCookie: z.string().min(1).max(500),
  from: z.array(identity).max(10),
  to: z.array(identity).max(10),
  extrinsics: z.record(z.string().max(64), z.string().max(500)),
  items: z.array(itemOut).max(200),
});
export type CxmlPunchout = z.infer<typeof cxmlPunchoutSchema>;

/** POST /v2/cxml/setup */
export const cxmlSetupBodySchema = cxmlPunchoutSchema.extend({
  sender: identity,
  sharedSecret: z.string().min(1).max(200),
  browserFormPost: z.string().min(1).max(4000),
});
export type CxmlSetupBody = z.infer<typeof cxmlSetupBodySchema>;

export const cxmlSetupAnswerSchema = z.object({ StartToken: z.string().min(20), ExpiresAt: z.string() });

/** POST /v2/cxml/sessions `{ token }`: the token is gone after this call, whatever its answer. */
export const cxmlSessionAnswerSchema = tokenPairSchema.extend({
  HookUrl: z.string(),
  HookOrigin: z.string().nullable(),
  ExportProfile: z.string().nullable(),
  CustomerName: z.string().nullable(),
  Punchout: cxmlPunchoutSchema,
});
export type CxmlSessionAnswer = z.infer<typeof cxmlSessionAnswerSchema>;
