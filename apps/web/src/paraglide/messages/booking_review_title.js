/* eslint-disable */
import { message } from "../runtime.js";

export const booking_review_title = /* @__PURE__ */ message("booking_review_title", (i) => {
return (`Rate your consultation with ${i?.name}`)
});
