/* eslint-disable */
import { message } from "../runtime.js";

export const security_auth_code = /* @__PURE__ */ message("security_auth_code", (i) => {
return (`Authentication code`)
});
