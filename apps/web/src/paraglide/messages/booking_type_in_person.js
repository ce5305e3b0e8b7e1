/* eslint-disable */
import { message } from "../runtime.js";

export const booking_type_in_person = /* @__PURE__ */ message("booking_type_in_person", (i) => {
return (`In person`)
});
