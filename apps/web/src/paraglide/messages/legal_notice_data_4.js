/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_data_4 = /* @__PURE__ */ message("legal_notice_data_4", (i) => {
return (`what you post as a doctor: posts, videos, questions and answers;`)
});
