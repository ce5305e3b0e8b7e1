/* eslint-disable */
import { message } from "../runtime.js";

export const auth_backup_hint = /* @__PURE__ */ message("auth_backup_hint", (i) => {
return (`Enter one of the backup codes you saved when you turned on two-factor authentication.`)
});
