/* eslint-disable */
import { message } from "../runtime.js";

export const booking_gender_male = /* @__PURE__ */ message("booking_gender_male", (i) => {
return (`Male`)
});
