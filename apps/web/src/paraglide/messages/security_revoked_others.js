/* eslint-disable */
import { message } from "../runtime.js";

export const security_revoked_others = /* @__PURE__ */ message("security_revoked_others", (i) => {
return (`Signed out of all other devices`)
});
