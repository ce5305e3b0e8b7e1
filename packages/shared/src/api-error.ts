/**
 * The API's one error shape, for both sides: the server answers every 4xx/5xx with
 * `{ error: { message, issues? } }` (issues only when a field is at fault), and the web reads it back.
 * No zod here: the web's first load imports this module and does not otherwise need zod.
 */

/** One field at fault: `path` is the dotted field path ("email", "slots.0"), `message` the words to show. */
export interface FieldIssue {
  path: string;
  message: string;
}

export interface ApiErrorBody {
  error: { message: string; issues?: FieldIssue[] };
}

/** The body the server sends; `issues` is left out when there are none. */
export function apiErrorBody(message: string, issues?: FieldIssue[]): ApiErrorBody {
  return { error: issues?.length ? { message, issues } : { message } };
}

const isIssue = (value: unknown): value is FieldIssue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FieldIssue).path === "string" &&
  typeof (value as FieldIssue).message === "string";

/**
 * The error of a parsed response body when it has this shape, else undefined (a proxy's HTML page,
 * Better Auth's `{ code, message }`). Malformed issues are dropped, not trusted.
 */
export function readApiError(body: unknown): { message: string; issues: FieldIssue[] } | undefined {
  const error = (body as Partial<ApiErrorBody> | null | undefined)?.error;
  if (typeof error !== "object" || error === null || typeof error.message !== "string") return undefined;
  const issues = Array.isArray(error.issues) ? error.issues.filter(isIssue) : [];
  return { message: error.message, issues };
}
