/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_sending = /* @__PURE__ */ message("concerns_sending", (i) => {
return (`Sending...`)
});
