/** Rich text and the dynamic forms that can be embedded in it (they reference each other). */
import { z } from "zod";
import { assetSchema, collection, flag, sysSchema, text } from "./base";

/** Contentful rich-text document: nodes are validated structurally by the renderer. */
export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    nodeType: z.string(),
    value: z.string().optional(),
    marks: z.array(z.object({ type: z.string() })).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
    content: z.array(richTextNodeSchema).optional(),
  }),
);
export interface RichTextNode {
  nodeType: string;
  value?: string;
  marks?: { type: string }[];
  data?: Record<string, unknown>;
  content?: RichTextNode[];
}

type LinkedEntryValue = { __typename?: string; sys: { id: string }; dynamicForm?: unknown; [key: string]: unknown };

// Embedded dynamic forms are validated here, on the server, so the rich-text renderer can use
// them without shipping zod to the browser (it sits in the root layout via the site banners).
const linkedEntrySchema = z
  .looseObject({ __typename: z.string().optional(), sys: sysSchema })
  // The explicit return type breaks the type cycle dynamicForm → richText → linkedEntry.
  .transform((entry): LinkedEntryValue =>
    entry.__typename === "DynamicForm"
      ? { ...entry, dynamicForm: dynamicFormSchema.safeParse(entry).data ?? null }
      : entry,
  );
export type LinkedEntry = z.infer<typeof linkedEntrySchema> & Record<string, unknown>;

const linkedEntries = z.array(linkedEntrySchema.nullable()).nullish();
const linkedAssets = z.array(assetSchema.nullable()).nullish();

export const richTextSchema = z.object({
  json: richTextNodeSchema,
  links: z
    .object({
      entries: z.object({ block: linkedEntries, inline: linkedEntries, hyperlink: linkedEntries }).nullish(),
      assets: z.object({ block: linkedAssets, hyperlink: linkedAssets }).nullish(),
    })
    .nullish(),
});
export type RichText = z.infer<typeof richTextSchema>;
export const richText = richTextSchema.nullish();

export const FORM_INPUT_TYPES = ["text", "email", "tel", "number", "textarea", "select", "radio", "checkbox"] as const;

export const dynamicFormInputSchema = z.object({
  sys: sysSchema,
  title: z.string(),
  type: z.enum(FORM_INPUT_TYPES).catch("text"),
  inputList: z.array(z.string()).nullish(),
  requiredField: flag,
  placeholderText: text,
});
export type DynamicFormInput = z.infer<typeof dynamicFormInputSchema>;

export const dynamicFormSchema = z.object({
  sys: sysSchema,
  title: text,
  formTitle: text,
  formDescription: richText,
  /** Where submissions are mailed (read by the storefront's action only); unset, the brand's contact address. */
  recipientEmail: text,
  inputsCollection: collection(dynamicFormInputSchema),
});
export type DynamicForm = z.infer<typeof dynamicFormSchema>;
