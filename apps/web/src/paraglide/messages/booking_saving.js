/* eslint-disable */
import { message } from "../runtime.js";

export const booking_saving = /* @__PURE__ */ message("booking_saving", (i) => {
return (`Saving...`)
});
