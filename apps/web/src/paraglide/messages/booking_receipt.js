/* eslint-disable */
import { message } from "../runtime.js";

export const booking_receipt = /* @__PURE__ */ message("booking_receipt", (i) => {
return (`Download receipt`)
});
