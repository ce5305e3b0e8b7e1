/* eslint-disable */
import { message } from "../runtime.js";

export const security_change_failed = /* @__PURE__ */ message("security_change_failed", (i) => {
return (`Could not change the password`)
});
