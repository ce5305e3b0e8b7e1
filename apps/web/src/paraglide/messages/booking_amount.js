/* eslint-disable */
import { message } from "../runtime.js";

export const booking_amount = /* @__PURE__ */ message("booking_amount", (i) => {
return (`Amount`)
});
