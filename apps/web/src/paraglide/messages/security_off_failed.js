/* eslint-disable */
import { message } from "../runtime.js";

export const security_off_failed = /* @__PURE__ */ message("security_off_failed", (i) => {
return (`Could not turn it off`)
});
