/* eslint-disable */
import { message } from "../runtime.js";

export const booking_join = /* @__PURE__ */ message("booking_join", (i) => {
return (`Join Session`)
});
