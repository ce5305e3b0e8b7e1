/**
 * Type tests of the one API client, checked by `npm run typecheck` (tsc -p apps/web): its route tree
 * is the server's AppType, so a call to a route the server does not have (a renamed or removed one)
 * or with the wrong input does not compile. Nothing here runs.
 */
import type { InferRequestType, InferResponseType } from "hono/client";
import { expectTypeOf } from "vitest";
import type { apiClient } from "./api-client.ts";

type Client = typeof apiClient;

// Routes that exist are typed, not `any` (a ts-expect-error below would then pass for nothing).
expectTypeOf<Client["bookings"]["$get"]>().not.toBeAny();
expectTypeOf<InferResponseType<Client["dashboard"]["stats"]["$get"], 200>>().toEqualTypeOf<{
  consultationsGiven: number;
  postsShared: number;
  videosUploaded: number;
}>();
expectTypeOf<InferRequestType<Client["doubts"][":id"]["answers"][":answerId"]["accept"]["$post"]>["param"]>().toExtend<{
  id: string;
  answerId: string;
}>();
expectTypeOf<InferRequestType<Client["bookings"]["$get"]>["query"]["tab"]>().toEqualTypeOf<"upcoming" | "past" | undefined>();

// A renamed route is a type error: the server mounts /api/bookings, not /api/booking.
// @ts-expect-error no such route
type _Renamed = Client["booking"];
// @ts-expect-error no such sub-route: answers are under /api/doubts/:id/answers
type _RenamedChild = Client["doubts"][":id"]["answer"];
// @ts-expect-error /api/bookings takes GET and POST only
type _WrongMethod = Client["bookings"]["$put"];
