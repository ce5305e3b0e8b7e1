/* eslint-disable */
import { message } from "../runtime.js";

export const security_current_wrong = /* @__PURE__ */ message("security_current_wrong", (i) => {
return (`Your current password is not correct`)
});
