/**
 * Better Auth's browser client; the session lives in an httpOnly cookie the server sets.
 * A refused (429) or failed (offline) session read never signs anyone out: the last session the
 * server confirmed stays on screen and the read is tried again by itself, after the server's
 * Retry-After (or a few seconds when the network failed).
 */
import { useEffect } from "react";
import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { tooManyAttemptsMessage } from "@expertconnect/shared/messages/auth";
import { useHydrated } from "./hydrated.ts";

/** Seconds the server asked to wait in its latest 429 (Retry-After). */
let lastRetryAfter = 0;

export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [twoFactorClient()],
  fetchOptions: {
    onError(context) {
      if (context.response.status === 429) lastRetryAfter = Number(context.response.headers.get("retry-after")) || 0;
    },
  },
});

type SessionState = ReturnType<typeof authClient.useSession>;
type SessionData = NonNullable<SessionState["data"]>;
type AuthError = { status?: number; message?: string; code?: string } | null | undefined;

const NETWORK_RETRY_MS = 5_000;
const STORAGE_KEY = "expertconnect.last-session";

/** A refused or failed read, not an answer about the session (401 or a null session is one). */
const isTransient = (error: AuthError) => Boolean(error) && (error!.status === 429 || !error!.status);

/** What the user should read when an auth request was refused or failed. */
export function authErrorMessage(error: AuthError, fallback: string): string {
  if (error?.status === 429) return tooManyAttemptsMessage(lastRetryAfter);
  return error?.message || fallback;
}

/**
 * The last confirmed session, for this tab (sessionStorage, so it also outlives a reload whose
 * first read is refused). The session's token is never kept.
 */
function remember(data: SessionData | null) {
  try {
    if (!data) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ user: data.user, session: { ...data.session, token: "" } }));
  } catch {
    // storage full or blocked: the session is just not kept
  }
}

function lastKnown(): SessionData | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as SessionData | null;
    return kept && new Date(kept.session.expiresAt).getTime() > Date.now() ? kept : null;
  } catch {
    return null;
  }
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** One retry for every component that reads the session. */
function retrySoon(refetch: () => unknown, error: AuthError) {
  if (retryTimer) return;
  const delay = error?.status === 429 ? Math.max(1, lastRetryAfter || 1) * 1000 : NETWORK_RETRY_MS;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void refetch();
  }, delay);
}

export function useSession(): SessionState {
  const state = authClient.useSession();
  const hydrated = useHydrated();
  const transient = isTransient(state.error);

  useEffect(() => {
    if (state.isPending || state.isRefetching) return;
    if (state.data) remember(state.data);
    else if (!state.error || (state.error as AuthError)?.status === 401) remember(null);
  }, [state.data, state.error, state.isPending, state.isRefetching]);

  useEffect(() => {
    if (transient) retrySoon(state.refetch, state.error);
  }, [transient, state.error, state.refetch]);

  // Until hydrated: "still finding out", as the server rendered it, whatever the browser knows already.
  if (!hydrated) return { ...state, data: null, error: null, isPending: true, isRefetching: false };
  if (!transient || state.data) return state;
  const known = lastKnown();
  // Nothing known yet: still loading, not signed out.
  return { ...state, data: known, isPending: !known };
}

/** Forgets the kept session at once (signing out). */
export function forgetSession() {
  remember(null);
}
