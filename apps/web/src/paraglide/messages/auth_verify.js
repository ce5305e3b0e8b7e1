/* eslint-disable */
import { message } from "../runtime.js";

export const auth_verify = /* @__PURE__ */ message("auth_verify", (i) => {
return (`Verify`)
});
