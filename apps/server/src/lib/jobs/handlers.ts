/** What each job does; built from the app's dependencies by the process entry (or a test). */
import type { Mailer } from "../mailer.ts";
import type { JobHandlers } from "./job-types.ts";

export function createJobHandlers(deps: { mailer: Mailer }): JobHandlers {
  return {
    "send-email": (mail) => deps.mailer.send(mail),
  };
}
