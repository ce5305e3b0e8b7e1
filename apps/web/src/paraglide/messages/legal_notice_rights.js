/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_rights = /* @__PURE__ */ message("legal_notice_rights", (i) => {
return (`Your rights`)
});
