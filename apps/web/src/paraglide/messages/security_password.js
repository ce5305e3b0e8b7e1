/* eslint-disable */
import { message } from "../runtime.js";

export const security_password = /* @__PURE__ */ message("security_password", (i) => {
return (`Password`)
});
