/* eslint-disable */
import { message } from "../runtime.js";

export const booking_submit_review = /* @__PURE__ */ message("booking_submit_review", (i) => {
return (`Submit review`)
});
