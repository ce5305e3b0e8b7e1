/** Environment parsed once with zod; nothing else reads process.env. */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ message: "PUBLIC_URL must be an absolute URL such as https://app.example.in" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().min(3).default("ExpertConnect <no-reply@expertconnect.local>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool,
  /** Better Auth's rate limits (sign-in, sign-up); the browser suite turns them off. */
  RATE_LIMIT: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  WEB_DIST: z.string().optional(),
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(500 * 1024 * 1024),
  /** ffprobe/ffmpeg for video duration and thumbnails; without them videos get no duration and a placeholder. */
  FFPROBE_PATH: z.string().min(1).default("ffprobe"),
  FFMPEG_PATH: z.string().min(1).default("ffmpeg"),
  /** ffprobe/ffmpeg checks of finished uploads run at once per instance (more wait their turn), and as many transcodes. */
  VIDEO_PROCESSING_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Browser tests only: mounts /api/test/* (features/test-hooks), which does what no person could
   * (a consultation happening now, a booking moved into the past, the kept e-mail of an address).
   * Refused with NODE_ENV=production and with an https PUBLIC_URL.
   */
  TEST_HOOKS: z
    .enum(["true", "false"], { message: "TEST_HOOKS must be true or false" })
    .default("false")
    .transform((v) => v === "true"),
  /** comma-separated e-mail addresses made admins at start and when their account is created */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) => [...new Set((v ?? "").split(",").map((e) => e.trim().toLowerCase()).filter(Boolean))])
    .refine((list) => list.every((e) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(e)), {
      message: "ADMIN_EMAILS must be e-mail addresses separated by commas",
    }),
  /**
   * How top-ups are paid: "razorpay" (needs the keys), "test" (the built-in provider: no real money)
   * or "none" (adding money is refused). Unset: Razorpay when its keys are set; otherwise the test
   * provider outside production and none in production, so a live install never takes test money
   * unless told to (features/wallet/payments/provider.ts).
   */
  PAYMENT_PROVIDER: z.enum(["razorpay", "test", "none"], { message: "PAYMENT_PROVIDER must be razorpay, test or none" }).optional(),
  /** Razorpay's API keys, for PAYMENT_PROVIDER=razorpay. */
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, "RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…").optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, "RAZORPAY_KEY_SECRET must be the key secret from the Razorpay dashboard").optional(),
  /** the secret set on the Razorpay webhook; without it webhooks are refused and only the checkout's confirmation credits */
  PAYOUT_ACCOUNT_KEY: z
    .string()
    .refine((v) => Buffer.from(v, "base64").length === 32, "PAYOUT_ACCOUNT_KEY must be 32 random bytes in base64 (openssl rand -base64 32)")
    .optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, "RAZORPAY_WEBHOOK_SECRET must be the secret set on the Razorpay webhook").optional(),
  /** Payouts through RazorpayX (with PAYMENT_PROVIDER=razorpay): the account they are paid from. */
  RAZORPAYX_ACCOUNT_NUMBER: z.string().regex(/^[0-9]{6,20}$/, "RAZORPAYX_ACCOUNT_NUMBER must be the RazorpayX account number (digits)").optional(),
  /** the secret set on the RazorpayX payout webhook; unset, RAZORPAY_WEBHOOK_SECRET is used */
  RAZORPAYX_WEBHOOK_SECRET: z.string().min(8, "RAZORPAYX_WEBHOOK_SECRET must be the secret set on the RazorpayX webhook").optional(),
  /** "false" with test-mode keys: RazorpayX validates fund accounts in live mode only */
  RAZORPAYX_VALIDATE_ACCOUNTS: z
    .enum(["true", "false"], { message: "RAZORPAYX_VALIDATE_ACCOUNTS must be true or false" })
    .default("true")
    .transform((v) => v === "true"),
  /** Razorpay's API origin; only for tests that replay recorded answers from a local server */
  RAZORPAY_API_URL: z
    .url({ message: "RAZORPAY_API_URL must be a URL" })
    .refine((v) => v.startsWith("https://") || /^http:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(v), "RAZORPAY_API_URL must be https (or a local test server)")
    .optional(),
  /** Payouts with no answer from the provider for this long are asked about again (the payouts-reconcile job). */
  PAYOUT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(15 * 60),
  /** How often the payouts-reconcile job runs. */
  PAYOUT_RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(5 * 60),
  /** the platform's share of a consultation fee released to the expert, 0–100 with up to two decimals */
  PLATFORM_COMMISSION_PERCENT: z.coerce
    .number({ error: "PLATFORM_COMMISSION_PERCENT must be a number from 0 to 100" })
    .min(0, "PLATFORM_COMMISSION_PERCENT must be a number from 0 to 100")
    .max(100, "PLATFORM_COMMISSION_PERCENT must be a number from 0 to 100")
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, "PLATFORM_COMMISSION_PERCENT may have at most two decimals")
    .default(0),
  /** Printed on receipts and statements (docs/product.md#receipts); a line whose value is unset is left out. */
  PLATFORM_LEGAL_NAME: z.string().trim().min(2, "PLATFORM_LEGAL_NAME must be the platform's registered name").max(200).optional(),
  PLATFORM_ADDRESS: z.string().trim().min(5, "PLATFORM_ADDRESS must be the registered address").max(500).optional(),
  PLATFORM_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "PLATFORM_GSTIN must be a 15-character GSTIN such as 29ABCDE1234F1Z5")
    .optional(),
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Run the job queue's workers in this instance; enqueueing works either way. */
  JOBS_ENABLED: z
    .enum(["true", "false"], { message: "JOBS_ENABLED must be true or false" })
    .default("true")
    .transform((v) => v === "true"),
  /** Jobs of one queue this instance runs at once. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  /** Pause between polls of an idle queue, in milliseconds (pg-boss's minimum is 500). */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(500).max(60_000).default(1000),
  /** ICE servers handed to the two people of a consultation room (lib/ice-servers.ts). */
  STUN_URLS: iceUrls("STUN_URLS", /^stuns?:/, "stun:stun.example.in:3478"),
  TURN_URLS: iceUrls("TURN_URLS", /^turns?:/, "turn:turn.example.in:3478?transport=udp"),
  /** coturn's static-auth-secret (use-auth-secret): time-limited TURN credentials are signed with it */
  TURN_SECRET: z.string().min(16, "TURN_SECRET must be coturn's static-auth-secret, at least 16 characters").optional(),
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /**
   * Web Push (features/push): the VAPID key pair from `npx web-push generate-vapid-keys`, and who the
   * push services may contact about this sender. Without the keys notifications stay in the app and e-mail.
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, "VAPID_PUBLIC_KEY must be the base64url public key from npx web-push generate-vapid-keys").optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, "VAPID_PRIVATE_KEY must be the base64url private key from npx web-push generate-vapid-keys").optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "VAPID_SUBJECT must be a mailto: address or an https:// URL")
    .default("mailto:support@expertconnect.in"),
  /**
   * "relay": calls go through the TURN server only, so neither person learns the other's addresses
   * (the browser tests use it to prove the relay works); "all" lets direct paths win.
   */
  ICE_TRANSPORT_POLICY: z.enum(["all", "relay"], { message: "ICE_TRANSPORT_POLICY must be all or relay" }).default("all"),
  /**
   * "strict": lawyers' and CAs' ratings, review counts and rating sorts are hidden everywhere (their
   * professions may not advertise); "standard" shows them as for everyone (docs/product.md#listing-rules).
   */
  LISTING_RULES: z.enum(["standard", "strict"], { message: "LISTING_RULES must be standard or strict" }).default("standard"),
});

function iceUrls(name: string, scheme: RegExp, example: string) {
  return z
    .string()
    .optional()
    .transform((v) => (v ?? "").split(",").map((u) => u.trim()).filter(Boolean))
    .refine((list) => list.every((u) => scheme.test(u)), { message: `${name} must be comma-separated URLs such as ${example}` });
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "BETTER_AUTH_SECRET" | "PUBLIC_URL" | "PAYMENT_PROVIDER"> {
  PUBLIC_URL: string;
  /** the provider in use, resolved from PAYMENT_PROVIDER or its default (see the schema above) */
  PAYMENT_PROVIDER: "razorpay" | "test" | "none";
  BETTER_AUTH_SECRET: string;
  DATA_DIR: string;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable and what it should be. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.NODE_ENV === "production" && env.PUBLIC_URL?.startsWith("https://") && !env.BETTER_AUTH_SECRET) {
    throw new ConfigError("Invalid configuration:\n  BETTER_AUTH_SECRET: required when PUBLIC_URL is https (a random string of 32+ characters)");
  }
  if (env.NODE_ENV === "production" && env.PUBLIC_URL?.startsWith("https://") && !env.PAYOUT_ACCOUNT_KEY) {
    throw new ConfigError("Invalid configuration:\n  PAYOUT_ACCOUNT_KEY: required when PUBLIC_URL is https (encrypts payout account numbers; openssl rand -base64 32)");
  }
  if (env.TEST_HOOKS && (env.NODE_ENV === "production" || env.PUBLIC_URL?.startsWith("https://"))) {
    throw new ConfigError(
      "Invalid configuration:\n  TEST_HOOKS: only for the browser tests; never with NODE_ENV=production or an https PUBLIC_URL (its routes hand out sign-in links and rewrite bookings)",
    );
  }
  if (source.EXPOSE_OUTBOX === "true") {
    throw new ConfigError("Invalid configuration:\n  EXPOSE_OUTBOX: no longer exists; the kept e-mail is read through TEST_HOOKS=true (browser tests only) or in the log");
  }
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError("Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both (Razorpay) or neither");
  }
  if (env.RAZORPAYX_ACCOUNT_NUMBER && env.PAYMENT_PROVIDER !== "razorpay" && !env.RAZORPAY_KEY_ID) {
    throw new ConfigError("Invalid configuration:\n  RAZORPAYX_ACCOUNT_NUMBER: RazorpayX payouts need the Razorpay keys (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET)");
  }
  if (env.PAYMENT_PROVIDER === "razorpay" && !env.RAZORPAY_KEY_ID) {
    throw new ConfigError("Invalid configuration:\n  PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET");
  }
  if (env.PAYMENT_PROVIDER && env.PAYMENT_PROVIDER !== "razorpay" && env.RAZORPAY_KEY_ID) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_PROVIDER: ${env.PAYMENT_PROVIDER} with Razorpay keys set; set PAYMENT_PROVIDER=razorpay, or remove the keys`,
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError("Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (Web Push) or neither (notifications in the app and by e-mail only)");
  }
  if (env.TURN_URLS.length > 0 && !env.TURN_SECRET) {
    throw new ConfigError("Invalid configuration:\n  TURN_SECRET: required with TURN_URLS (coturn's static-auth-secret)");
  }
  if (env.ICE_TRANSPORT_POLICY === "relay" && env.TURN_URLS.length === 0) {
    throw new ConfigError("Invalid configuration:\n  ICE_TRANSPORT_POLICY: relay needs a TURN server (TURN_URLS and TURN_SECRET)");
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? (env.RAZORPAY_KEY_ID ? "razorpay" : env.NODE_ENV === "production" ? "none" : "test"),
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? localSecret(dataDir),
  };
}

/** A local install keeps a random secret in its data directory so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
