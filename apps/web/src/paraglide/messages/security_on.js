/* eslint-disable */
import { message } from "../runtime.js";

export const security_on = /* @__PURE__ */ message("security_on", (i) => {
return (`On`)
});
