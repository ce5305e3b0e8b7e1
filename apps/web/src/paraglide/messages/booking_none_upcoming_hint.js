/* eslint-disable */
import { message } from "../runtime.js";

export const booking_none_upcoming_hint = /* @__PURE__ */ message("booking_none_upcoming_hint", (i) => {
return (`Book a consultation with a verified expert.`)
});
