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
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Lets GET /api/account/outbox?to= list kept e-mail to an address (local installs and the browser tests); never with SMTP. */
  EXPOSE_OUTBOX: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "BETTER_AUTH_SECRET" | "PUBLIC_URL"> {
  PUBLIC_URL: string;
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
  if (env.NODE_ENV === "production" && env.EXPOSE_OUTBOX) {
    throw new ConfigError(
      "Invalid configuration:\n  EXPOSE_OUTBOX: must not be true when NODE_ENV=production (it lets anyone read kept e-mail, password-reset links included); it is for local use and the browser tests",
    );
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
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
