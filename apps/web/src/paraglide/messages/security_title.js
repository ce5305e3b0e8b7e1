/* eslint-disable */
import { message } from "../runtime.js";

export const security_title = /* @__PURE__ */ message("security_title", (i) => {
return (`Security & Sign-in`)
});
