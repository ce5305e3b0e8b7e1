/* eslint-disable */
import { message } from "../runtime.js";

export const consents_save_failed = /* @__PURE__ */ message("consents_save_failed", (i) => {
return (`Could not save your choice`)
});
