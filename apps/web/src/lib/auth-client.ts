/**
 * Better Auth's browser client, for the screens that sign in, sign out or change the account (it is
 * not part of a page's first load: who is signed in comes from session.ts). The session lives in an
 * httpOnly cookie the server sets; every call that changes it has session.ts read it again.
 */
import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { tooManyAttemptsMessage } from "@expertconnect/shared/messages/auth";
import { broadcastSessionChange, noteRetryAfter, readSession, retryAfterSeconds } from "./session.ts";

export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [twoFactorClient()],
  fetchOptions: {
    onError(context) {
      if (context.response.status === 429) noteRetryAfter(Number(context.response.headers.get("retry-after")) || 0);
    },
  },
});

// Better Auth raises this signal after every call that changes the session (sign-in, sign-out,
// two-factor, revoking sessions, account changes); its own session store is never used here.
let subscribed = false;
authClient.$store.listen("$sessionSignal", () => {
  // Subscribing calls this at once with the current value, which is no change.
  if (subscribed) void readSession();
  subscribed = true;
});

/** Signs out on the server and tells this tab and the others. */
export async function signOutOnServer() {
  const result = await authClient.signOut();
  broadcastSessionChange("signout");
  return result;
}

type AuthError = { status?: number; message?: string; code?: string } | null | undefined;

/** What the user should read when an auth request was refused or failed. */
export function authErrorMessage(error: AuthError, fallback: string): string {
  if (error?.status === 429) return tooManyAttemptsMessage(retryAfterSeconds());
  return error?.message || fallback;
}
