/* eslint-disable */
import { message } from "../runtime.js";

export const booking_update_review = /* @__PURE__ */ message("booking_update_review", (i) => {
return (`Update review`)
});
