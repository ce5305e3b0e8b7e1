/**
 * The ICE servers a consultation room hands to its two people. TURN credentials follow coturn's
 * use-auth-secret scheme: username `<expiry unix seconds>:<user id>`, credential
 * base64(HMAC-SHA1(secret, username)); coturn refuses them after the expiry. Without any STUN or
 * TURN configured the list is empty and calls use host candidates only (the same network).
 */
import { createHmac } from "node:crypto";
import type { Config } from "../config.ts";

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

export function turnCredential(secret: string, userId: string, expiresAtSeconds: number): { username: string; credential: string } {
  const username = `${expiresAtSeconds}:${userId}`;
  return { username, credential: createHmac("sha1", secret).update(username).digest("base64") };
}

export function iceServersFor(
  config: Pick<Config, "STUN_URLS" | "TURN_URLS" | "TURN_SECRET" | "TURN_TTL_SECONDS">,
  userId: string,
  nowMs: number,
): IceServer[] {
  const servers: IceServer[] = [];
  if (config.STUN_URLS.length) servers.push({ urls: config.STUN_URLS });
  if (config.TURN_URLS.length && config.TURN_SECRET) {
    const expires = Math.floor(nowMs / 1000) + config.TURN_TTL_SECONDS;
    servers.push({ urls: config.TURN_URLS, ...turnCredential(config.TURN_SECRET, userId, expires) });
  }
  return servers;
}
