/* eslint-disable */
import { message } from "../runtime.js";

export const security_off = /* @__PURE__ */ message("security_off", (i) => {
return (`Off`)
});
