/* eslint-disable */
import { message } from "../runtime.js";

export const auth_backup_code = /* @__PURE__ */ message("auth_backup_code", (i) => {
return (`Backup code`)
});
