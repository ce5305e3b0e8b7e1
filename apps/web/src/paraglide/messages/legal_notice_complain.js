/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_complain = /* @__PURE__ */ message("legal_notice_complain", (i) => {
return (`Complaints`)
});
