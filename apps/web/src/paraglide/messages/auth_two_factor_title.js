/* eslint-disable */
import { message } from "../runtime.js";

export const auth_two_factor_title = /* @__PURE__ */ message("auth_two_factor_title", (i) => {
return (`Two-factor authentication`)
});
