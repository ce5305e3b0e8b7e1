/* eslint-disable */
import { message } from "../runtime.js";

export const common_sign_in = /* @__PURE__ */ message("common_sign_in", (i) => {
return (`Sign In`)
});
