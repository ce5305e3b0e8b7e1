/* eslint-disable */
import { message } from "../runtime.js";

export const booking_type_voice = /* @__PURE__ */ message("booking_type_voice", (i) => {
return (`Voice`)
});
