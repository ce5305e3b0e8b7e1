/* eslint-disable */
import { message } from "../runtime.js";

export const booking_past = /* @__PURE__ */ message("booking_past", (i) => {
return (`Past`)
});
