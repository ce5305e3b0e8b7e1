/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_withdraw = /* @__PURE__ */ message("legal_notice_withdraw", (i) => {
return (`Withdrawing consent`)
});
