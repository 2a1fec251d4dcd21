/**
 * A cart line's label (goods marking): the one rule for JSON calls and file imports
 * (cart/line-input.ts, cart/files.ts). Only zod and the shared constant here, so the file reader
 * also loads outside workerd (the Playwright tests use it to write and read XLSX files).
 */
import { z } from "zod";
import { CART_LABEL_MAX_LENGTH } from "@shop/domain/cart-limits";

/** Control characters have no place in a one-line label (and break the XLSX export's XML). */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

export const cartLabel = z
  .string()
  .trim()
  .max(CART_LABEL_MAX_LENGTH, `At most ${CART_LABEL_MAX_LENGTH} characters`)
  .refine((v) => !CONTROL_CHARACTERS.test(v), "No control characters (tabs, line breaks)");
