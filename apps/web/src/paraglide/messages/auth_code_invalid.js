/* eslint-disable */
import { message } from "../runtime.js";

export const auth_code_invalid = /* @__PURE__ */ message("auth_code_invalid", (i) => {
return (`That code is not valid. Try again.`)
});
