/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_purposes_4 = /* @__PURE__ */ message("legal_notice_purposes_4", (i) => {
return (`to keep the service secure and answer your requests and complaints.`)
});
