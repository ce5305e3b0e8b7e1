/**
 * The typed API client: each feature makes `api<TheirRoutes>("/api/their-base")` with the server
 * router's type, and `unwrap` turns a response into its success body or an ApiError carrying the
 * server's message and field issues.
 */
import type { Hono } from "hono";
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";

export interface FieldIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function api<T extends Hono<any, any, any>>(base: string) {
  return hc<T>(base, { init: { credentials: "same-origin" } });
}

type SuccessBody<R> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  R extends ClientResponse<infer Body, infer Status, any> ? (Status extends SuccessStatusCode ? Body : never) : never;

export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R> | R,
): Promise<SuccessBody<R>> {
  let res: R;
  try {
    res = await request;
  } catch {
    throw new ApiError(0, navigator.onLine === false ? "You are offline. Check your connection and try again." : "Could not reach the server. Please try again.");
  }
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON; fall through to a generic message below
  }
  if (!res.ok) {
    const error = (body as { error?: { message?: string; issues?: FieldIssue[] } } | undefined)?.error;
    throw new ApiError(res.status, error?.message ?? `Request failed (${res.status})`, error?.issues ?? []);
  }
  return body as SuccessBody<R>;
}

/** The message to show for any error a query or mutation throws. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
