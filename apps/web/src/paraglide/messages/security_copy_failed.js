/* eslint-disable */
import { message } from "../runtime.js";

export const security_copy_failed = /* @__PURE__ */ message("security_copy_failed", (i) => {
return (`Could not copy; write them down instead`)
});
