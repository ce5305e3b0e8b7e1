/* eslint-disable */
import { message } from "../runtime.js";

export const booking_no_show = /* @__PURE__ */ message("booking_no_show", (i) => {
return (`Marked as a no-show: you did not join within ${i?.minutes} minutes.`)
});
