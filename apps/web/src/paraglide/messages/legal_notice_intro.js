/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_intro = /* @__PURE__ */ message("legal_notice_intro", (i) => {
return (`Before you create an account, here is what ${i?.app} does with your personal data, in short. The Privacy Policy says it in full.`)
});
