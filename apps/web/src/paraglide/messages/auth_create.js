/* eslint-disable */
import { message } from "../runtime.js";

export const auth_create = /* @__PURE__ */ message("auth_create", (i) => {
return (`Create Account`)
});
