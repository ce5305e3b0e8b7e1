/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_data = /* @__PURE__ */ message("legal_notice_data", (i) => {
return (`The data we process`)
});
