/* eslint-disable */
import { message } from "../runtime.js";

export const security_continue = /* @__PURE__ */ message("security_continue", (i) => {
return (`Continue`)
});
