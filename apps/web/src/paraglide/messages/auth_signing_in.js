/* eslint-disable */
import { message } from "../runtime.js";

export const auth_signing_in = /* @__PURE__ */ message("auth_signing_in", (i) => {
return (`Signing in...`)
});
