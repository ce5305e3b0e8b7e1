/** The confirmation of an erasure (docs/product.md#erasure): the token from the e-mailed link. */
import { z } from "zod";
import { ERASURE_MESSAGES } from "../messages/erasure.ts";

export const erasureConfirmSchema = z.object({
  token: z.string({ error: ERASURE_MESSAGES.badLink }).trim().min(20, ERASURE_MESSAGES.badLink).max(200, ERASURE_MESSAGES.badLink),
});
export type ErasureConfirmInput = z.input<typeof erasureConfirmSchema>;
