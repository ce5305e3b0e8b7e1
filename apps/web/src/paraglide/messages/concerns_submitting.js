/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_submitting = /* @__PURE__ */ message("concerns_submitting", (i) => {
return (`Sending...`)
});
