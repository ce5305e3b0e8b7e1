/* eslint-disable */
import { message } from "../runtime.js";

export const profile_cancel = /* @__PURE__ */ message("profile_cancel", (i) => {
return (`Cancel`)
});
