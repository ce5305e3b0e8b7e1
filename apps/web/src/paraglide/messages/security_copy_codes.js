/* eslint-disable */
import { message } from "../runtime.js";

export const security_copy_codes = /* @__PURE__ */ message("security_copy_codes", (i) => {
return (`Copy codes`)
});
