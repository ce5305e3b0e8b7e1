/* eslint-disable */
import { message } from "../runtime.js";

export const security_backup_codes = /* @__PURE__ */ message("security_backup_codes", (i) => {
return (`Backup codes`)
});
