/* eslint-disable */
import { message } from "../runtime.js";

export const booking_review_description = /* @__PURE__ */ message("booking_review_description", (i) => {
return (`Your first name and your review appear on the expert's page. You can change it for ${i?.days} days.`)
});
