/* eslint-disable */
import { message } from "../runtime.js";

export const booking_gender_female = /* @__PURE__ */ message("booking_gender_female", (i) => {
return (`Female`)
});
