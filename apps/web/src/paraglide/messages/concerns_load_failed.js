/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_load_failed = /* @__PURE__ */ message("concerns_load_failed", (i) => {
return (`Could not load your concerns`)
});
