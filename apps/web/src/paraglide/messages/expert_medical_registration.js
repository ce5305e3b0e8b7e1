/* eslint-disable */
import { message } from "../runtime.js";

export const expert_medical_registration = /* @__PURE__ */ message("expert_medical_registration", (i) => {
return (`Medical registration`)
});
