/* eslint-disable */
import { message } from "../runtime.js";

export const security_two_factor_on = /* @__PURE__ */ message("security_two_factor_on", (i) => {
return (`Two-factor authentication is on`)
});
