/* eslint-disable */
import { message } from "../runtime.js";

export const security_verifying = /* @__PURE__ */ message("security_verifying", (i) => {
return (`Verifying...`)
});
