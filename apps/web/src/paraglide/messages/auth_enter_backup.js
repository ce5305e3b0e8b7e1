/* eslint-disable */
import { message } from "../runtime.js";

export const auth_enter_backup = /* @__PURE__ */ message("auth_enter_backup", (i) => {
return (`Please enter a backup code`)
});
