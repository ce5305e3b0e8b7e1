/* eslint-disable */
import { message } from "../runtime.js";

export const auth_privacy_notice = /* @__PURE__ */ message("auth_privacy_notice", (i) => {
return (`privacy notice`)
});
