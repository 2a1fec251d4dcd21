/**
 * Building blocks of the content contract: the content service answers Contentful's delivery shapes, and
 * content is edited by people, so optional fields are nullish: one missing field degrades one component
 * instead of the whole page.
 */
import { z } from "zod";

export const text = z.string().nullish();
export const flag = z.boolean().nullish();

export const sysSchema = z.object({ id: z.string() });

export const assetSchema = z.object({
  sys: sysSchema.optional(),
  title: text,
  description: text,
  url: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  contentType: text,
});
export type ContentAsset = z.infer<typeof assetSchema>;
export const asset = assetSchema.nullish();

/** A GraphQL `...Collection { items }`: unresolvable (null) items are dropped. */
export const collection = <T extends z.ZodType>(item: T) =>
  z
    .object({
      items: z
        .array(item.nullable())
        .transform((items) => items.filter((entry): entry is NonNullable<typeof entry> => entry != null)),
    })
    .nullish();

export const tagSchema = z.object({ id: z.string(), name: z.string() });
export const metadata = z.object({ tags: z.array(tagSchema) }).nullish();
