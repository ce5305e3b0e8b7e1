/* eslint-disable */
import { message } from "../runtime.js";

export const auth_verifying = /* @__PURE__ */ message("auth_verifying", (i) => {
return (`Verifying...`)
});
