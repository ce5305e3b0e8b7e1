/* eslint-disable */
import { message } from "../runtime.js";

export const auth_password = /* @__PURE__ */ message("auth_password", (i) => {
return (`Password`)
});
