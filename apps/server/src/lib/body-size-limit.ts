/**
 * One request-body limit in front of every route, answering 413 in the API's error shape before
 * more than the limit is read: a declared Content-Length over it is refused without reading a byte,
 * and a streamed (chunked) body is read only up to the limit.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorBody } from "./errors.ts";

export const BODY_TOO_LARGE = "The request body is too large.";

export function bodySizeLimit(maxBytes: number, options: { except?: (path: string) => boolean } = {}): MiddlewareHandler {
  // The rest of an oversized body is never read, so the connection cannot carry another request:
  // say so (Connection: close), or a keep-alive client would send its next request into a closed socket.
  const tooLarge = () =>
    new Response(JSON.stringify(errorBody(BODY_TOO_LARGE)), {
      status: 413,
      headers: { "content-type": "application/json", connection: "close" },
    });
  const streamed = bodyLimit({ maxSize: maxBytes, onError: () => tooLarge() });
  return async (c, next) => {
    if (options.except?.(c.req.path)) return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined && !(Number(declared) <= maxBytes)) return tooLarge();
    // GET and HEAD carry no body; asking for one would build a full Request (and AbortController) per read.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return streamed(c, next);
  };
}
