/* eslint-disable */
import { message } from "../runtime.js";

export const security_verify = /* @__PURE__ */ message("security_verify", (i) => {
return (`Verify and turn on`)
});
