/* eslint-disable */
import { message } from "../runtime.js";

export const expert_enrolment_date = /* @__PURE__ */ message("expert_enrolment_date", (i) => {
return (`Date of enrolment`)
});
