/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_data_2 = /* @__PURE__ */ message("legal_notice_data_2", (i) => {
return (`what you add to your profile: name, phone number, professional details;`)
});
