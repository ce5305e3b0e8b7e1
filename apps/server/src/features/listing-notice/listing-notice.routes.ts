/**
 * The notice before lawyers' and CAs' listings (docs/product.md#listing-rules): whether this person
 * has acknowledged it, and the acknowledgement. It is kept on the account of a signed-in person and,
 * for everyone, in a cookie of the device, which is what the server reads when it renders a page.
 */
import { Hono, type Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { LISTING_NOTICE_COOKIE } from "@expertconnect/shared/messages/listing-rules";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { acknowledge, hasAcknowledged } from "./listing-notice.queries.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function remember(c: Context<AppEnv>, config: Deps["config"]) {
  setCookie(c, LISTING_NOTICE_COOKIE, "1", {
    path: "/",
    maxAge: YEAR_SECONDS,
    httpOnly: true,
    sameSite: "Lax",
    secure: config.PUBLIC_URL.startsWith("https://"),
  });
}

export function createListingNoticeRoutes({ db, config }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = c.get("user");
      const acknowledged = getCookie(c, LISTING_NOTICE_COOKIE) === "1" || (user ? await hasAcknowledged(db, user.id) : false);
      return c.json({ acknowledged });
    })
    .post("/", async (c) => {
      const user = c.get("user");
      if (user) await acknowledge(db, user.id);
      remember(c, config);
      return c.json({ acknowledged: true });
    });
}

/** Where the plain form may send the person back to: a path of this site, never another origin. */
export function safeReturnPath(value: unknown): string {
  return typeof value === "string" && value.length <= 2000 && /^\/(?![/\\])/.test(value) && !/[\r\n]/.test(value) ? value : "/explore";
}

/**
 * POST /listing-notice: the notice's form as the browser sends it by itself (urlencoded), before the
 * page's script runs or with JavaScript off. The device's cookie is set and the person goes back
 * (303) to the page they were on; the account records it too when the form came from this site's
 * own page (its Origin), since a plain form from elsewhere would carry the session cookie as well.
 */
export function createListingNoticeFormRoutes({ db, auth, config }: Deps) {
  const origin = new URL(config.PUBLIC_URL).origin;
  return new Hono<AppEnv>().post("/", async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    if (c.req.header("origin") === origin) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
      if (session) await acknowledge(db, session.user.id);
    }
    remember(c, config);
    return c.redirect(safeReturnPath(form?.returnTo), 303);
  });
}
