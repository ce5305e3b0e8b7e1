/* eslint-disable */
import { message } from "../runtime.js";

export const security_changed = /* @__PURE__ */ message("security_changed", (i) => {
return (`Password changed`)
});
