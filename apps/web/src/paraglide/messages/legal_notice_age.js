/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_age = /* @__PURE__ */ message("legal_notice_age", (i) => {
return (`Who may sign up`)
});
