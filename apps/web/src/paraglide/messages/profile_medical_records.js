/* eslint-disable */
import { message } from "../runtime.js";

export const profile_medical_records = /* @__PURE__ */ message("profile_medical_records", (i) => {
return (`Medical Records`)
});
