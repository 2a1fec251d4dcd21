/**
 * How the service workers tie their answers to this contract without parsing on the hot path: an answer
 * type is written `WireAnswer<typeof schema, ReturnType<typeof view>>`, which only compiles when the
 * answer carries every field the storefront's schema reads, with a compatible type. A field renamed on
 * either side fails typecheck; fields the storefront does not read may follow. The contract tests
 * (tests/workers/{commerce,content}/contract.test.ts) parse real answers at run time.
 */
import type { z } from "zod";

export type WireAnswer<Schema extends z.ZodType, Answer extends z.input<Schema>> = Answer;
