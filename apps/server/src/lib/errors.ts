/** The API's one error contract: { error: { message, issues? } } with a 4xx status; never a stack or SQL. */
import type { Context, ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { zValidator } from "@hono/zod-validator";
import type { z } from "zod";
import { apiErrorBody, type FieldIssue } from "@expertconnect/shared/api-error";
import type { Logger } from "./logger.ts";
import { pgErrorCode } from "../db/client.ts";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const forbidden = (message = "You do not have permission to do that.") => new ApiError(403, message);
export const badRequest = (message: string, issues?: FieldIssue[]) => new ApiError(400, message, issues);

export function zodIssues(error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** The error shape declared once in packages/shared (api-error.ts), built for a response. */
export const errorBody = apiErrorBody;

/**
 * A zod validator for a request part that answers 400 with the first failing message (the shared
 * wording) and every field issue, in the API's error shape.
 */
export function validate<T extends z.core.$ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issues = zodIssues(result.error);
      return c.json(errorBody(issues[0]?.message ?? "Invalid request", issues), 400);
    }
  });
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

export const NUL_MESSAGE = "Text cannot contain the NUL character (\\u0000).";

export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) return c.json(errorBody(err.message, err.issues), err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = /Content-Type/i.test(err.message)
        ? "Send the request body as JSON (Content-Type: application/json)."
        : /Malformed JSON/i.test(err.message)
          ? "The request body is not valid JSON."
          : err.message || "Request failed";
      return c.json(errorBody(message), status);
    }
    // PostgreSQL stores no NUL in text (22021; 22P05 in json): the client's text, not our failure.
    const code = pgErrorCode(err);
    if (code === "22021" || code === "22P05") return c.json(errorBody(NUL_MESSAGE), 400);
    logger.error({ err, path: c.req.path, method: c.req.method }, "unhandled error");
    return c.json(errorBody("Something went wrong. Please try again."), 500);
  };
}
