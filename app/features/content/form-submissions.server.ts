import type { AppLoadContext } from "@remix-run/cloudflare";
import type { FormAnswer } from "@shop/contract/commerce/form-submissions";
import type { DynamicForm } from "@shop/contract/content/rich-text";
import type { FormInputDefinition } from "@shop/domain/dynamic-form";
import { brandContactEmail } from "../../../brands";
import { getDynamicForm } from "~/platform/services/content-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { sendFormSubmission } from "./form-submissions-client.server";

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

/** The page shows the form; where its submissions are mailed stays on the server. */
export function publicForm(form: DynamicForm): DynamicForm {
  const { recipientEmail: _recipient, ...shown } = form;
  return shown;
}

export type SubmissionOutcome = "sent" | "too_many" | "not_sent";

/**
 * Hands a valid submission to the commerce service, which stores it and mails it to the form's
 * `recipientEmail`, else to the brand's contact address. Answers why not when the service did not take it
 * (too many from this visitor's address, or not reachable: the page says so and keeps what the visitor
 * wrote); other failures are thrown.
 */
export async function submitDynamicForm(
  context: AppLoadContext,
  form: DynamicForm,
  values: Record<string, string | string[]>,
): Promise<SubmissionOutcome> {
  const recipient = form.recipientEmail?.trim() || brandContactEmail((await context.brand()).id);
  if (!recipient)
    throw new Error(`No recipient for form ${form.sys.id}: set recipientEmail or the brand's contactEmail`);
  // The signed-in buyer's token, so the service records who sent it; a visitor sends without one.
  const { transport } = await context.commerce();
  const answers: FormAnswer[] = inputDefinitions(form).map((input) => ({
    question: input.title,
    answer: values[input.title] ?? "",
  }));
  try {
    // The transport carries the visitor's address (transportFor), which the service's hourly limit counts.
    await sendFormSubmission(transport, {
      formId: form.sys.id,
      formTitle: form.formTitle ?? form.title ?? form.sys.id,
      recipient,
      answers,
    });
    return "sent";
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    if (error.status === 429) return "too_many";
    console.error(`dynamic form ${form.sys.id}: submission not taken by the commerce service`, error);
    return "not_sent";
  }
}
