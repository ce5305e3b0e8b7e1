/* eslint-disable */
import { message } from "../runtime.js";

export const auth_code = /* @__PURE__ */ message("auth_code", (i) => {
return (`Authentication code`)
});
