/* eslint-disable */
import { message } from "../runtime.js";

export const security_browser = /* @__PURE__ */ message("security_browser", (i) => {
return (`Browser`)
});
