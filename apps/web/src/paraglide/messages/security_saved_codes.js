/* eslint-disable */
import { message } from "../runtime.js";

export const security_saved_codes = /* @__PURE__ */ message("security_saved_codes", (i) => {
return (`I've saved them`)
});
