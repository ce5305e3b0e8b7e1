/* eslint-disable */
import { message } from "../runtime.js";

export const security_new_password = /* @__PURE__ */ message("security_new_password", (i) => {
return (`New password`)
});
