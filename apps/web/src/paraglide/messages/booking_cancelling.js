/* eslint-disable */
import { message } from "../runtime.js";

export const booking_cancelling = /* @__PURE__ */ message("booking_cancelling", (i) => {
return (`Cancelling...`)
});
