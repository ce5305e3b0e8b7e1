/* eslint-disable */
import { message } from "../runtime.js";

export const auth_creating = /* @__PURE__ */ message("auth_creating", (i) => {
return (`Creating account...`)
});
