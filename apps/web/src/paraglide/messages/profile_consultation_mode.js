/* eslint-disable */
import { message } from "../runtime.js";

export const profile_consultation_mode = /* @__PURE__ */ message("profile_consultation_mode", (i) => {
return (`Consultation mode`)
});
