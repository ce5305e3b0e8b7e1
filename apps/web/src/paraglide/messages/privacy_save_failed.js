/* eslint-disable */
import { message } from "../runtime.js";

export const privacy_save_failed = /* @__PURE__ */ message("privacy_save_failed", (i) => {
return (`Could not save your choice`)
});
