/* eslint-disable */
import { message } from "../runtime.js";

export const security_code_from_app = /* @__PURE__ */ message("security_code_from_app", (i) => {
return (`Code from the app`)
});
