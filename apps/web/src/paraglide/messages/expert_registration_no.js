/* eslint-disable */
import { message } from "../runtime.js";

export const expert_registration_no = /* @__PURE__ */ message("expert_registration_no", (i) => {
return (`Registration No.`)
});
