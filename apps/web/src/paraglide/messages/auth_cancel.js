/* eslint-disable */
import { message } from "../runtime.js";

export const auth_cancel = /* @__PURE__ */ message("auth_cancel", (i) => {
return (`Cancel`)
});
