/* eslint-disable */
import { message } from "../runtime.js";

export const booking_sign_in_description = /* @__PURE__ */ message("booking_sign_in_description", (i) => {
return (`Your upcoming and past appointments appear here.`)
});
