/* eslint-disable */
import { message } from "../runtime.js";

export const booking_review_text = /* @__PURE__ */ message("booking_review_text", (i) => {
return (`Review (optional)`)
});
