/* eslint-disable */
import { message } from "../runtime.js";

export const security_enter_code_or_backup = /* @__PURE__ */ message("security_enter_code_or_backup", (i) => {
return (`Please enter the 6-digit code or a backup code`)
});
