/* eslint-disable */
import { message } from "../runtime.js";

export const security_two_factor_off = /* @__PURE__ */ message("security_two_factor_off", (i) => {
return (`Two-factor authentication is off`)
});
