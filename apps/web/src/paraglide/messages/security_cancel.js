/* eslint-disable */
import { message } from "../runtime.js";

export const security_cancel = /* @__PURE__ */ message("security_cancel", (i) => {
return (`Cancel`)
});
