/* eslint-disable */
import { message } from "../runtime.js";

export const booking_type_chat = /* @__PURE__ */ message("booking_type_chat", (i) => {
return (`Chat`)
});
