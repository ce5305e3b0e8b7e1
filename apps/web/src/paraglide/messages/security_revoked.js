/* eslint-disable */
import { message } from "../runtime.js";

export const security_revoked = /* @__PURE__ */ message("security_revoked", (i) => {
return (`Signed out of that device`)
});
