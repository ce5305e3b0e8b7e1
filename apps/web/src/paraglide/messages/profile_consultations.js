/* eslint-disable */
import { message } from "../runtime.js";

export const profile_consultations = /* @__PURE__ */ message("profile_consultations", (i) => {
return (`Consultations`)
});
