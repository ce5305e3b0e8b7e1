/* eslint-disable */
import { message } from "../runtime.js";

export const security_code_invalid = /* @__PURE__ */ message("security_code_invalid", (i) => {
return (`That code is not valid. Try again.`)
});
