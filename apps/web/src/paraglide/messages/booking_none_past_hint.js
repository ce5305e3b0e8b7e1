/* eslint-disable */
import { message } from "../runtime.js";

export const booking_none_past_hint = /* @__PURE__ */ message("booking_none_past_hint", (i) => {
return (`Your booking history will appear here.`)
});
