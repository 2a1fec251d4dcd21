/** Dynamic form submissions in the commerce service (`/v1/form-submissions`, content spec section 3). */
import {
  FORM_SUBMISSIONS_PATH,
  formSubmissionCreatedSchema,
  formSubmissionInputSchema,
  formSubmissionListSchema,
  type FormSubmission,
  type FormSubmissionInput,
} from "@shop/contract/commerce/form-submissions";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

/** Sends one submission (the service stores and mails it); answers its id. */
export async function sendFormSubmission(transport: CommerceTransport, input: FormSubmissionInput): Promise<string> {
  const body = formSubmissionInputSchema.parse(input);
  const { id } = await commerceCall(transport, {
    path: FORM_SUBMISSIONS_PATH,
    body,
    schema: formSubmissionCreatedSchema,
  });
  return id;
}

/** The submissions of the customer in the token's context (an admin's token). */
export async function listFormSubmissions(transport: CommerceTransport): Promise<FormSubmission[]> {
  const { submissions } = await commerceCall(transport, {
    path: FORM_SUBMISSIONS_PATH,
    schema: formSubmissionListSchema,
  });
  return submissions;
}
