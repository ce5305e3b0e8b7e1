/* eslint-disable */
import { message } from "../runtime.js";

export const booking_status_no_show = /* @__PURE__ */ message("booking_status_no_show", (i) => {
return (`No-show`)
});
