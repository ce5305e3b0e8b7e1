/* eslint-disable */
import { message } from "../runtime.js";

export const security_codes_copied = /* @__PURE__ */ message("security_codes_copied", (i) => {
return (`Backup codes copied`)
});
