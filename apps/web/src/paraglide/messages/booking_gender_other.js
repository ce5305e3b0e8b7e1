/* eslint-disable */
import { message } from "../runtime.js";

export const booking_gender_other = /* @__PURE__ */ message("booking_gender_other", (i) => {
return (`Other`)
});
