/* eslint-disable */
import { message } from "../runtime.js";

export const booking_move = /* @__PURE__ */ message("booking_move", (i) => {
return (`Move booking`)
});
