/* eslint-disable */
import { message } from "../runtime.js";

export const booking_cancelled_by_expert = /* @__PURE__ */ message("booking_cancelled_by_expert", (i) => {
return (`Cancelled by the expert.`)
});
