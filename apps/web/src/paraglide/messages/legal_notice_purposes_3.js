/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_purposes_3 = /* @__PURE__ */ message("legal_notice_purposes_3", (i) => {
return (`to take payments, make refunds and keep the records the law requires;`)
});
