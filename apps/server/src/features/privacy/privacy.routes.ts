/**
 * /api/privacy: the signed-in person's consents (docs/product.md#notice-and-consent) — what they
 * agreed to and when, agreeing to a changed notice, and giving or withdrawing an optional consent.
 */
import { Hono } from "hono";
import { consentChangeSchema, noticeAgreementSchema } from "@expertconnect/shared/schemas/privacy";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { changeConsent, consentState, setConsent } from "./privacy.queries.ts";

export function createPrivacyRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/consents", requireAuth, async (c) => c.json(await consentState(db, c.get("user").id)))
    .post("/notice", requireAuth, validate("json", noticeAgreementSchema), async (c) => {
      const userId = c.get("user").id;
      await setConsent(db, userId, "notice", true);
      return c.json(await consentState(db, userId));
    })
    .put("/consents", requireAuth, validate("json", consentChangeSchema), async (c) => {
      const userId = c.get("user").id;
      const { purpose, granted } = c.req.valid("json");
      await changeConsent(db, userId, purpose, granted);
      return c.json(await consentState(db, userId));
    });
}
