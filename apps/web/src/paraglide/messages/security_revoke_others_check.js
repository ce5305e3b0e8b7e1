/* eslint-disable */
import { message } from "../runtime.js";

export const security_revoke_others_check = /* @__PURE__ */ message("security_revoke_others_check", (i) => {
return (`Sign out of my other devices`)
});
