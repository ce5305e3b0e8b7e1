/* eslint-disable */
import { message } from "../runtime.js";

export const security_revoked_all = /* @__PURE__ */ message("security_revoked_all", (i) => {
return (`Signed out everywhere`)
});
