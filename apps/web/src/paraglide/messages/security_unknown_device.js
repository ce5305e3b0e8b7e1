/* eslint-disable */
import { message } from "../runtime.js";

export const security_unknown_device = /* @__PURE__ */ message("security_unknown_device", (i) => {
return (`Unknown device`)
});
