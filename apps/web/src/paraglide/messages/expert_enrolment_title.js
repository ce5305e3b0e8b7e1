/* eslint-disable */
import { message } from "../runtime.js";

export const expert_enrolment_title = /* @__PURE__ */ message("expert_enrolment_title", (i) => {
return (`Bar Council enrolment`)
});
