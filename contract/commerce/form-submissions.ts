/**
 * Dynamic form submissions (content spec section 3): the storefront hands the commerce service what a
 * visitor sent; the service stores it and mails the questions and answers to the form's recipient.
 * POST /v1/form-submissions (signed in or not), GET /v1/form-submissions (an admin: its customer's).
 */
import { z } from "zod";
import { MAX_FIELD_LENGTH } from "@shop/domain/dynamic-form";

export const FORM_SUBMISSIONS_PATH = "v1/form-submissions";
/** A form has at most this many inputs (the content query reads 50). */
export const FORM_ANSWERS_MAX = 50;
export const FORM_QUESTION_MAX = 200;
export const FORM_SUBMISSIONS_LIST_MAX = 100;

const answerSchema = z.object({
  question: z.string().trim().min(1).max(FORM_QUESTION_MAX),
  answer: z.union([z.string().max(MAX_FIELD_LENGTH), z.array(z.string().max(FORM_QUESTION_MAX)).max(FORM_ANSWERS_MAX)]),
});
export type FormAnswer = z.infer<typeof answerSchema>;

export const formSubmissionInputSchema = z.object({
  formId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  formTitle: z.string().trim().min(1).max(FORM_QUESTION_MAX),
  /** The form's `recipientEmail`, else the brand's contact address; the service mails only the shop's domains. */
  recipient: z.string().trim().toLowerCase().max(254).email(),
  answers: z.array(answerSchema).min(1).max(FORM_ANSWERS_MAX),
});
export type FormSubmissionInput = z.infer<typeof formSubmissionInputSchema>;

export const formSubmissionSchema = formSubmissionInputSchema.extend({
  id: z.string(),
  userId: z.string().nullable(),
  customerId: z.string().nullable(),
  submittedAt: z.string(),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

export const formSubmissionCreatedSchema = z.object({ id: z.string() });
export const formSubmissionListSchema = z.object({ submissions: z.array(formSubmissionSchema) });
