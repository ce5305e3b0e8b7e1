/* eslint-disable */
import { message } from "../runtime.js";

export const booking_date_hint = /* @__PURE__ */ message("booking_date_hint", (i) => {
return (`Times are in Indian Standard Time (IST).`)
});
