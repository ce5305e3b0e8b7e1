/**
 * The one typed API client, built from the server's `AppType`: `apiClient.bookings.$get(...)` is
 * GET /api/bookings, and a route renamed on the server is a type error here (api-client.test-d.ts).
 * `unwrap` turns a response into its success body or an ApiError carrying the server's message and
 * field issues. Only types come from the server; none of its code reaches the bundle.
 */
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "@expertconnect/server/app.ts";
import { readApiError, type FieldIssue } from "@expertconnect/shared/api-error";

export type { FieldIssue };
/** For code that reads the server's errors outside this client (the tus uploader): imported from here, it stays in this module's chunk. */
export { readApiError };

/** How the client sends its requests: the browser's fetch, or the server's own app while it renders a page. */
let apiFetch: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering only (entry-server.tsx): answer the client's requests in-process. */
export function setApiFetch(next: typeof fetch) {
  apiFetch = next;
}

export const apiClient = hc<AppType>("/", { init: { credentials: "same-origin" }, fetch: ((input, init) => apiFetch(input, init)) as typeof fetch }).api;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: FieldIssue[] = [],
    /** the parsed error body, for answers that carry more than a message (402's shortByPaise) */
    readonly body?: unknown,
  ) {
    super(message);
  }
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
    throw new ApiError(0, typeof navigator !== "undefined" && navigator.onLine === false ? "You are offline. Check your connection and try again." : "Could not reach the server. Please try again.");
  }
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON; fall through to a generic message below
  }
  if (!res.ok) {
    const error = readApiError(body);
    throw new ApiError(res.status, error?.message ?? `Request failed (${res.status})`, error?.issues ?? [], body);
  }
  return body as SuccessBody<R>;
}

/** The message to show for any error a query or mutation throws. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
