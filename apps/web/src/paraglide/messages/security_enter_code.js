/* eslint-disable */
import { message } from "../runtime.js";

export const security_enter_code = /* @__PURE__ */ message("security_enter_code", (i) => {
return (`Please enter the 6-digit code`)
});
