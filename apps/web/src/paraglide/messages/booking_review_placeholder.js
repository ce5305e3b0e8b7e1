/* eslint-disable */
import { message } from "../runtime.js";

export const booking_review_placeholder = /* @__PURE__ */ message("booking_review_placeholder", (i) => {
return (`What went well, what could be better`)
});
