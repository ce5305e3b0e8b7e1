/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_data_5 = /* @__PURE__ */ message("legal_notice_data_5", (i) => {
return (`technical data: your IP address and the times of your requests.`)
});
