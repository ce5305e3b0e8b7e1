/**
 * The TURN credentials the rooms hand out, checked by a real coturn (Debian's `turnserver`, started
 * here on loopback with use-auth-secret): a fresh credential is allowed to allocate a relay, one
 * past its expiry or signed with another secret is refused. Without turnserver the check is skipped
 * locally and fails in CI, which installs coturn.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, createHmac, randomBytes } from "node:crypto";
import dgram from "node:dgram";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iceServersFor, turnCredential } from "./ice-servers.ts";

const SECRET = "ice-servers-test-secret-0123456789";
const REALM = "expertconnect.test";
const PORT = 34_000 + (process.pid % 1000);
const installed = spawnSync("sh", ["-c", "command -v turnserver"]).status === 0;

const attr = (type: number, value: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(type, 0);
  head.writeUInt16BE(value.length, 2);
  return Buffer.concat([head, value, Buffer.alloc((4 - (value.length % 4)) % 4)]);
};

/** A TURN Allocate request (RFC 5766), signed with the long-term credential when one is given. */
function allocate(id: Buffer, auth?: { username: string; password: string; nonce: Buffer }): Buffer {
  const attrs = [attr(0x0019, Buffer.from([17, 0, 0, 0]))]; // REQUESTED-TRANSPORT: UDP
  if (auth) attrs.push(attr(0x0006, Buffer.from(auth.username)), attr(0x0014, Buffer.from(REALM)), attr(0x0015, auth.nonce));
  const body = Buffer.concat(attrs);
  const header = (length: number) => {
    const h = Buffer.alloc(20);
    h.writeUInt16BE(0x0003, 0);
    h.writeUInt16BE(length, 2);
    h.writeUInt32BE(0x2112a442, 4);
    id.copy(h, 8);
    return h;
  };
  if (!auth) return Buffer.concat([header(body.length), body]);
  const key = createHash("md5").update(`${auth.username}:${REALM}:${auth.password}`).digest();
  const mac = createHmac("sha1", key).update(Buffer.concat([header(body.length + 24), body])).digest();
  return Buffer.concat([header(body.length + 24), body, attr(0x0008, mac)]);
}

/** Sends `request` from `socket` (coturn ties a nonce to the client's address) and reads the answer's type and attributes. */
function exchange(socket: dgram.Socket, request: Buffer, timeoutMs = 3000): Promise<{ type: number; attrs: Map<number, Buffer> }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.removeAllListeners("message");
      reject(new Error("no answer from turnserver"));
    }, timeoutMs);
    socket.once("message", (msg) => {
      clearTimeout(timer);
      const attrs = new Map<number, Buffer>();
      for (let at = 20; at + 4 <= msg.length; ) {
        const type = msg.readUInt16BE(at);
        const length = msg.readUInt16BE(at + 2);
        attrs.set(type, msg.subarray(at + 4, at + 4 + length));
        at += 4 + length + ((4 - (length % 4)) % 4);
      }
      resolve({ type: msg.readUInt16BE(0), attrs });
    });
    socket.send(request, PORT, "127.0.0.1");
  });
}

/** Allocates with `username`/`password`; the answer's class: "success", or the error code coturn gave. */
async function tryAllocate(username: string, password: string): Promise<string> {
  const socket = dgram.createSocket("udp4");
  try {
    const challenge = await exchange(socket, allocate(randomBytes(12)));
    const nonce = challenge.attrs.get(0x0015);
    if (!nonce) throw new Error("turnserver sent no nonce");
    const answer = await exchange(socket, allocate(randomBytes(12), { username, password, nonce }));
    if (answer.type === 0x0103) return "success";
    const error = answer.attrs.get(0x0009);
    return error ? String(error[2]! * 100 + error[3]!) : `type ${answer.type}`;
  } finally {
    socket.close();
  }
}

describe("TURN credentials with a real coturn", () => {
  let coturn: ChildProcess | undefined;
  beforeAll(async () => {
    if (!installed) return;
    coturn = spawn(
      "turnserver",
      [
        "--listening-ip=127.0.0.1",
        "--relay-ip=127.0.0.1",
        `--listening-port=${PORT}`,
        "--use-auth-secret",
        `--static-auth-secret=${SECRET}`,
        `--realm=${REALM}`,
        "--no-tls",
        "--no-dtls",
        "--no-cli",
        "--no-tcp",
        "--min-port=49500",
        "--max-port=49600",
        "--log-file=stdout",
      ],
      { stdio: "ignore" },
    );
    const probe = dgram.createSocket("udp4");
    try {
      for (let i = 0; i < 50; i++) {
        try {
          await exchange(probe, allocate(randomBytes(12)), 200);
          return;
        } catch {
          // not listening yet
        }
      }
    } finally {
      probe.close();
    }
  });
  afterAll(() => {
    coturn?.kill("SIGTERM");
  });

  it("allows a fresh credential, refuses an expired one or one signed with another secret", { timeout: 120_000 }, async (ctx) => {
    if (!installed) {
      if (process.env.CI) throw new Error("CI must check TURN credentials against coturn: turnserver is not installed");
      ctx.skip();
    }
    const [fresh] = iceServersFor({ STUN_URLS: [], TURN_URLS: [`turn:127.0.0.1:${PORT}`], TURN_SECRET: SECRET, TURN_TTL_SECONDS: 3600 }, "user-1", Date.now());
    expect(await tryAllocate(fresh!.username!, fresh!.credential!)).toBe("success");

    // The same scheme, an hour old with a 60-second lifetime: its expiry has passed.
    const old = turnCredential(SECRET, "user-1", Math.floor(Date.now() / 1000) - 3540);
    expect(await tryAllocate(old.username, old.credential)).toBe("401");

    const forged = turnCredential("another-secret-0123456789", "user-1", Math.floor(Date.now() / 1000) + 3600);
    expect(await tryAllocate(forged.username, forged.credential)).toBe("401");
  });
});
