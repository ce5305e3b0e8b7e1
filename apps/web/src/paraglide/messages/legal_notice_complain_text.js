/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_complain_text = /* @__PURE__ */ message("legal_notice_complain_text", (i) => {
return (`Write to our ${i?.officer} at ${i?.email}. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`)
});
