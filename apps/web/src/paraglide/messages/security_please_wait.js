/* eslint-disable */
import { message } from "../runtime.js";

export const security_please_wait = /* @__PURE__ */ message("security_please_wait", (i) => {
return (`Please wait...`)
});
