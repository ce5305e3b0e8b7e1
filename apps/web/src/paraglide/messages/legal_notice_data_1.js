/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_data_1 = /* @__PURE__ */ message("legal_notice_data_1", (i) => {
return (`your e-mail address and password (kept only as a one-way hash);`)
});
