/* eslint-disable */
import { message } from "../runtime.js";

export const booking_cancel_button = /* @__PURE__ */ message("booking_cancel_button", (i) => {
return (`Cancel`)
});
