/* eslint-disable */
import { message } from "../runtime.js";

export const booking_form_label = /* @__PURE__ */ message("booking_form_label", (i) => {
return (`Book appointment`)
});
