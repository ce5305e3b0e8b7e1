/* eslint-disable */
import { message } from "../runtime.js";

export const security_this_device = /* @__PURE__ */ message("security_this_device", (i) => {
return (`This device`)
});
