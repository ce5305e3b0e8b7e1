/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_purposes_1 = /* @__PURE__ */ message("legal_notice_purposes_1", (i) => {
return (`to run your account and sign you in;`)
});
