/* eslint-disable */
import { message } from "../runtime.js";

export const booking_review_failed = /* @__PURE__ */ message("booking_review_failed", (i) => {
return (`Could not save your review. Please try again.`)
});
