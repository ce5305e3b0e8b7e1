/* eslint-disable */
import { message } from "../runtime.js";

export const security_start_failed = /* @__PURE__ */ message("security_start_failed", (i) => {
return (`Could not start`)
});
