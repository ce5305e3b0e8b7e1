/* eslint-disable */
import { message } from "../runtime.js";

export const security_status = /* @__PURE__ */ message("security_status", (i) => {
return (`Status:`)
});
