/* eslint-disable */
import { message } from "../runtime.js";

export const expert_enrolment_number = /* @__PURE__ */ message("expert_enrolment_number", (i) => {
return (`Enrolment No.`)
});
