/** The doubts board's texts, without zod: the board and a doubt show them without loading the validator. */
import { ANSWER_MAX, ANSWER_MIN, DOUBT_CATEGORY_MAX, DOUBT_QUESTION_MAX } from "../constants.ts";

export const DOUBT_MESSAGES = {
  questionRequired: "Please enter your question",
  questionMax: `Question must be less than ${DOUBT_QUESTION_MAX} characters`,
  categoryMax: `Category must be less than ${DOUBT_CATEGORY_MAX} characters`,
  answerMin: `Answer must be at least ${ANSWER_MIN} characters`,
  answerMax: `Answer must be less than ${ANSWER_MAX} characters`,
  questionPosted: "Question posted successfully",
  questionFailed: "Failed to post question",
  answerPosted: "Answer posted successfully",
  answerFailed: "Failed to post answer",
  answerLogin: "Please login to answer",
  notAuthenticated: "Not authenticated",
  askLoginHint: "Please sign in to ask a question.",
  answerAccepted: "Answer accepted",
  acceptFailed: "Failed to accept answer",
  onlyAskerAccepts: "Only the doctor who asked can accept an answer",
  doubtNotFound: "Doubt not found",
  answerNotFound: "Answer not found",
  noQuestions: "No questions yet. Be the first to ask!",
  noAnswers: "No answers yet. Be the first to help!",
} as const;
