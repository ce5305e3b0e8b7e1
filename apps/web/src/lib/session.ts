/**
 * Who is signed in, for every screen: the session read from Better Auth's `GET /api/auth/get-session`
 * with a plain fetch, so the first load of a page does not carry Better Auth's client (auth-client.ts,
 * loaded by the screens that sign in, sign out or change the account, tells this store when the
 * session changed). It is read again when the tab comes back into view, the network returns, or
 * another tab signs out (the storage message Better Auth's own client posts and listens for).
 *
 * A refused (429) or failed (offline) read never signs anyone out: the last session the server
 * confirmed stays on screen and the read is tried again by itself, after the server's Retry-After
 * (or a few seconds when the network failed).
 */
import { useEffect, useSyncExternalStore } from "react";
import type { Session as ServerSession, User as ServerUser } from "better-auth";
import { useHydrated } from "./hydrated.ts";

/** A session as the JSON of get-session carries it (dates as strings; the two-factor plugin's flag). */
export interface SessionData {
  user: Omit<ServerUser, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string; twoFactorEnabled?: boolean | null };
  session: Omit<ServerSession, "createdAt" | "updatedAt" | "expiresAt"> & { createdAt: string; updatedAt: string; expiresAt: string };
}
export type SessionError = { status?: number; message?: string; code?: string };

export interface SessionState {
  data: SessionData | null;
  error: SessionError | null;
  isPending: boolean;
  isRefetching: boolean;
  refetch: () => Promise<void>;
}

const GET_SESSION_URL = "/api/auth/get-session";
/** Better Auth's cross-tab message (its client's broadcast channel is this localStorage key). */
const BROADCAST_KEY = "better-auth.message";
const FOCUS_REFETCH_GAP_MS = 5_000;
const NETWORK_RETRY_MS = 5_000;
const STORAGE_KEY = "expertconnect.last-session";

/** Seconds the server asked to wait in its latest 429 (Retry-After), of any auth request. */
let lastRetryAfter = 0;
export function noteRetryAfter(seconds: number) {
  lastRetryAfter = seconds;
}
export function retryAfterSeconds() {
  return lastRetryAfter;
}

const listeners = new Set<() => void>();
let state: SessionState = { data: null, error: null, isPending: true, isRefetching: false, refetch: () => readSession() };
let flight: AbortController | undefined;
let lastRead = 0;

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** Reads the session from the server; a newer read cancels an older one still in flight. */
export async function readSession(): Promise<void> {
  flight?.abort();
  const controller = new AbortController();
  flight = controller;
  lastRead = Date.now();
  set({ isPending: state.data === null, isRefetching: true, error: null });
  try {
    let res = await fetch(GET_SESSION_URL, { credentials: "include", signal: controller.signal });
    let body = await readJson(res);
    if (res.ok && (body as { needsRefresh?: boolean } | null)?.needsRefresh) {
      res = await fetch(GET_SESSION_URL, { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: "{}", signal: controller.signal });
      body = await readJson(res);
    }
    if (controller.signal.aborted) return;
    if (!res.ok) {
      if (res.status === 429) noteRetryAfter(Number(res.headers.get("retry-after")) || 0);
      const message = (body as { message?: string } | null)?.message ?? res.statusText;
      const code = (body as { code?: string } | null)?.code;
      set({ data: res.status === 401 ? null : state.data, error: { status: res.status, message, code }, isPending: false, isRefetching: false });
      return;
    }
    const data = body as SessionData | null;
    const signedIn = data && data.user && data.session ? data : null;
    // The same session again keeps its object, so screens that depend on it do not re-run.
    const same = signedIn && state.data && JSON.stringify(signedIn) === JSON.stringify(state.data);
    set({ data: same ? state.data : signedIn, error: null, isPending: false, isRefetching: false });
  } catch (err) {
    if (controller.signal.aborted) return;
    set({ error: { message: err instanceof Error ? err.message : String(err) }, isPending: false, isRefetching: false });
  } finally {
    if (flight === controller) flight = undefined;
  }
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Tells other tabs the session changed (signed out, account updated), as Better Auth's client does. */
export function broadcastSessionChange(trigger: "signout" | "updateUser") {
  try {
    localStorage.setItem(BROADCAST_KEY, JSON.stringify({ event: "session", data: { trigger }, clientId: Math.random().toString(36).slice(2, 7), timestamp: Math.floor(Date.now() / 1000) }));
  } catch {
    // storage blocked: other tabs see the change when they next come into view
  }
}

function startWatching() {
  const onVisible = () => {
    if (document.visibilityState === "visible" && Date.now() - lastRead >= FOCUS_REFETCH_GAP_MS) void readSession();
  };
  const onOnline = () => void readSession();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== BROADCAST_KEY || !event.newValue) return;
    try {
      const message = JSON.parse(event.newValue) as { event?: string; data?: unknown };
      if (message.event === "session" && message.data) void readSession();
    } catch {
      // not a message of ours
    }
  };
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("online", onOnline);
  window.addEventListener("storage", onStorage);
  return () => {
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("online", onOnline);
    window.removeEventListener("storage", onStorage);
  };
}

let stopWatching: (() => void) | undefined;
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    stopWatching = startWatching();
    // The first reader starts the read; a read in the last moment is not repeated.
    if (!flight && (state.isPending || Date.now() - lastRead >= FOCUS_REFETCH_GAP_MS)) setTimeout(() => void readSession(), 0);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatching?.();
  };
}

const serverState: SessionState = { ...state };

/** A refused or failed read, not an answer about the session (401 or a null session is one). */
const isTransient = (error: SessionError | null) => Boolean(error) && (error!.status === 429 || !error!.status);

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
function retrySoon(error: SessionError | null) {
  if (retryTimer) return;
  const delay = error?.status === 429 ? Math.max(1, lastRetryAfter || 1) * 1000 : NETWORK_RETRY_MS;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void readSession();
  }, delay);
}

export function useSession(): SessionState {
  const current = useSyncExternalStore(subscribe, () => state, () => serverState);
  const hydrated = useHydrated();
  const transient = isTransient(current.error);

  useEffect(() => {
    if (current.isPending || current.isRefetching) return;
    if (current.data) remember(current.data);
    else if (!current.error || current.error.status === 401) remember(null);
  }, [current.data, current.error, current.isPending, current.isRefetching]);

  useEffect(() => {
    if (transient) retrySoon(current.error);
  }, [transient, current.error]);

  // Until hydrated: "still finding out", as the server rendered it, whatever the browser knows already.
  if (!hydrated) return { ...current, data: null, error: null, isPending: true, isRefetching: false };
  if (!transient || current.data) return current;
  const known = lastKnown();
  // Nothing known yet: still loading, not signed out.
  return { ...current, data: known, isPending: !known };
}

/** Forgets the kept session at once (signing out). */
export function forgetSession() {
  remember(null);
}
