/* eslint-disable */
import { message } from "../runtime.js";

export const booking_check_connection = /* @__PURE__ */ message("booking_check_connection", (i) => {
return (`Please check your connection and try again.`)
});
