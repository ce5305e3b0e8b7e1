/* eslint-disable */
import { message } from "../runtime.js";

export const security_two_factor = /* @__PURE__ */ message("security_two_factor", (i) => {
return (`Two-factor authentication`)
});
