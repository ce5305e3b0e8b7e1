/* eslint-disable */
import { message } from "../runtime.js";

export const common_sign_in_continue = /* @__PURE__ */ message("common_sign_in_continue", (i) => {
return (`Sign in to continue`)
});
