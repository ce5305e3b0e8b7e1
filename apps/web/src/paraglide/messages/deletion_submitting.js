/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_submitting = /* @__PURE__ */ message("deletion_submitting", (i) => {
return (`Submitting...`)
});
