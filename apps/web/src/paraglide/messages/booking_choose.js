/* eslint-disable */
import { message } from "../runtime.js";

export const booking_choose = /* @__PURE__ */ message("booking_choose", (i) => {
return (`Choose`)
});
