/* eslint-disable */
import { message } from "../runtime.js";

export const security_revoke_others_failed = /* @__PURE__ */ message("security_revoke_others_failed", (i) => {
return (`Could not sign out your other devices`)
});
