/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_purposes_2 = /* @__PURE__ */ message("legal_notice_purposes_2", (i) => {
return (`to book and hold consultations with the expert you choose, and to show them your booking and notes;`)
});
