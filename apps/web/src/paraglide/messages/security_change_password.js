/* eslint-disable */
import { message } from "../runtime.js";

export const security_change_password = /* @__PURE__ */ message("security_change_password", (i) => {
return (`Change password`)
});
