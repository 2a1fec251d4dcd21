import type { AppLoadContext } from "@remix-run/cloudflare";
import { getDynamicForm } from "~/services/content/content.server";
import type { DynamicForm } from "@shop/contract/content/rich-text";
import type { FormInputDefinition } from "@shop/domain/dynamic-form";

export const FORM_SUBMISSION_PREFIX = "form-submissions:";
/** Submissions are kept a year; whoever handles them reads and files them before then. */
const SUBMISSION_TTL_SECONDS = 365 * 24 * 60 * 60;

export function inputDefinitions(form: DynamicForm): FormInputDefinition[] {
  return (form.inputsCollection?.items ?? []).map((input) => ({
    id: input.sys.id,
    title: input.title,
    type: input.type,
    options: input.inputList ?? [],
    required: Boolean(input.requiredField),
  }));
}

export async function loadDynamicForm(context: AppLoadContext, id: string): Promise<DynamicForm | null> {
  return getDynamicForm(context.content, id);
}

/**
 * Stores one submission in KV under `form-submissions:{formId}:{ISO time}:{uuid}` (the content
 * service is read-only, like Contentful; see docs/decisions.md).
 */
export async function storeFormSubmission(
  kv: KVNamespace,
  submission: {
    formId: string;
    formTitle: string | null | undefined;
    values: Record<string, string | string[]>;
    userId?: string | null;
  },
  now: Date = new Date(),
): Promise<string> {
  const key = `${FORM_SUBMISSION_PREFIX}${submission.formId}:${now.toISOString()}:${crypto.randomUUID()}`;
  await kv.put(key, JSON.stringify({ ...submission, submittedAt: now.toISOString() }), {
    expirationTtl: SUBMISSION_TTL_SECONDS,
    metadata: { formId: submission.formId, submittedAt: now.toISOString() },
  });
  return key;
}
