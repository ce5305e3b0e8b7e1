/* eslint-disable */
import { message } from "../runtime.js";

export const security_sign_out_everywhere = /* @__PURE__ */ message("security_sign_out_everywhere", (i) => {
return (`Sign out everywhere`)
});
