/* eslint-disable */
import { message } from "../runtime.js";

export const booking_time = /* @__PURE__ */ message("booking_time", (i) => {
return (`Time`)
});
