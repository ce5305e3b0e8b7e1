/* eslint-disable */
import { message } from "../runtime.js";

export const booking_loading_text = /* @__PURE__ */ message("booking_loading_text", (i) => {
return (`Loading...`)
});
