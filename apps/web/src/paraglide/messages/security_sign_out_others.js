/* eslint-disable */
import { message } from "../runtime.js";

export const security_sign_out_others = /* @__PURE__ */ message("security_sign_out_others", (i) => {
return (`Sign out of other devices`)
});
