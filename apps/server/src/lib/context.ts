import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Auth, AuthUser, SessionData } from "./auth.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mailer.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import type { RealtimeBus } from "./realtime/bus.ts";
import type { SocketRegistry } from "./realtime/socket-registry.ts";
import type { SessionQuery } from "./session-read.ts";
import type { Notifier } from "./notifier.ts";

/** What every feature router may use; built once by the process entry or a test. */
export interface Deps {
  db: Db;
  auth: Auth;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  /** The clock in milliseconds; Date.now unless a test passes one it can move. */
  now?: () => number;
  jobs: JobQueue;
  /** Messages between instances (consultation rooms), over the database's LISTEN/NOTIFY. */
  realtime: RealtimeBus;
  /** Every instance's open browser sockets, for the per-person limits (lib/realtime/socket-registry.ts). */
  sockets: SocketRegistry;
  /** Tells people about events, inside the event's transaction (features/notifications/notify.ts). */
  notify: Notifier;
  /** How top-ups are paid (built from the configuration); null when payments are off. */
  payments: PaymentProvider | null;
}

export interface AppEnv {
  Variables: {
    user: AuthUser | null;
    session: SessionData["session"] | null;
    /** set instead of `user` for the reads that find the session in their own statement */
    sessionQuery: SessionQuery | undefined;
  };
}

export interface AuthedEnv {
  Variables: {
    user: AuthUser;
    session: SessionData["session"];
  };
}
