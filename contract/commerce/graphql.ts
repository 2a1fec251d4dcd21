/** The commerce GraphQL gateway's envelope (workers/commerce/src/graphql/gateway.ts). */
import { z } from "zod";

export const graphqlAnswerSchema = <T extends z.ZodType>(data: T) =>
  z.object({ data: data.nullable().optional(), errors: z.array(z.object({ message: z.string() })).optional() });
