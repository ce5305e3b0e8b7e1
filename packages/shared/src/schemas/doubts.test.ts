import { describe, expect, it } from "vitest";
import { charCount, createAnswerSchema, createDoubtSchema, DOUBT_MESSAGES, isAnswerLongEnough } from "./doubts.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the doubt schema", () => {
  it("trims the question and refuses a blank or missing one with the documented message", () => {
    expect(createDoubtSchema.parse({ question: "  Why?  " })).toEqual({ question: "Why?", category: null });
    expect(firstMessage(createDoubtSchema.safeParse({ question: "   \n " }))).toBe("Please enter your question");
    expect(firstMessage(createDoubtSchema.safeParse({}))).toBe("Please enter your question");
  });

  it("limits the question to 2000 characters", () => {
    expect(createDoubtSchema.safeParse({ question: "q".repeat(2000) }).success).toBe(true);
    expect(firstMessage(createDoubtSchema.safeParse({ question: "q".repeat(2001) }))).toBe(DOUBT_MESSAGES.questionMax);
  });

  it("trims the category and sends it as null when empty", () => {
    expect(createDoubtSchema.parse({ question: "Q", category: "  Cardiology " }).category).toBe("Cardiology");
    expect(createDoubtSchema.parse({ question: "Q", category: "   " }).category).toBeNull();
    expect(createDoubtSchema.parse({ question: "Q", category: null }).category).toBeNull();
    expect(firstMessage(createDoubtSchema.safeParse({ question: "Q", category: "c".repeat(51) }))).toBe(
      "Category must be less than 50 characters",
    );
  });
});

describe("the answer schema", () => {
  it("needs 10 to 2000 characters after trimming", () => {
    expect(firstMessage(createAnswerSchema.safeParse({ answer: "   123456789   " }))).toBe("Answer must be at least 10 characters");
    expect(createAnswerSchema.parse({ answer: "  1234567890  " }).answer).toBe("1234567890");
    expect(createAnswerSchema.safeParse({ answer: "a".repeat(2000) }).success).toBe(true);
    expect(firstMessage(createAnswerSchema.safeParse({ answer: "a".repeat(2001) }))).toBe("Answer must be less than 2000 characters");
  });

  it("counts characters as the database does, so an emoji is one", () => {
    expect(charCount("🩺".repeat(3))).toBe(3);
    expect(createAnswerSchema.safeParse({ answer: "🩺".repeat(5) }).success).toBe(false);
    expect(createAnswerSchema.safeParse({ answer: "🩺".repeat(2000) }).success).toBe(true);
  });

  it("drops NUL characters, which the database cannot store", () => {
    expect(createAnswerSchema.parse({ answer: "0123456789\u0000" }).answer).toBe("0123456789");
  });

  it("enables posting only from 10 trimmed characters", () => {
    expect(isAnswerLongEnough("")).toBe(false);
    expect(isAnswerLongEnough("123456789")).toBe(false);
    expect(isAnswerLongEnough("   123456789   ")).toBe(false);
    expect(isAnswerLongEnough("1234567890")).toBe(true);
  });
});
