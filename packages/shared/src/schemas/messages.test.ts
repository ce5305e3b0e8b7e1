import { describe, expect, it } from "vitest";
import { MESSAGE_BODY_MAX } from "../constants.ts";
import { unreadLabel } from "../messages/messaging.ts";
import { MESSAGE_MESSAGES, messageMark, sendMessageSchema } from "./messages.ts";

const firstMessage = (input: unknown) => {
  const result = sendMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("message text", () => {
  it("is trimmed and 1 to MESSAGE_BODY_MAX characters", () => {
    expect(sendMessageSchema.parse({ body: "  hello \n" })).toEqual({ body: "hello" });
    expect(firstMessage({ body: "   " })).toBe(MESSAGE_MESSAGES.bodyEmpty);
    expect(firstMessage({})).toBe(MESSAGE_MESSAGES.bodyEmpty);
    expect(firstMessage({ body: "x".repeat(MESSAGE_BODY_MAX) })).toBeUndefined();
    expect(firstMessage({ body: "x".repeat(MESSAGE_BODY_MAX + 1) })).toBe(MESSAGE_MESSAGES.bodyTooLong);
    expect(MESSAGE_MESSAGES.bodyTooLong).toBe("Messages can be at most 2000 characters.");
  });
});

describe("marks and labels", () => {
  it("read beats delivered beats sent", () => {
    const peer = { deliveredUpTo: 5, readUpTo: 3 };
    expect([3, 4, 6].map((id) => messageMark(id, peer))).toEqual(["read", "delivered", "sent"]);
    expect(unreadLabel(1)).toBe("1 unread message");
    expect(unreadLabel(3)).toBe("3 unread messages");
  });
});
