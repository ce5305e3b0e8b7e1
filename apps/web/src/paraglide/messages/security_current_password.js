/* eslint-disable */
import { message } from "../runtime.js";

export const security_current_password = /* @__PURE__ */ message("security_current_password", (i) => {
return (`Current password`)
});
