/* eslint-disable */
import { message } from "../runtime.js";

export const booking_rate = /* @__PURE__ */ message("booking_rate", (i) => {
return (`Rate & Review`)
});
