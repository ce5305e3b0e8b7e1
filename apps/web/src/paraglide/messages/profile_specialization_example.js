/* eslint-disable */
import { message } from "../runtime.js";

export const profile_specialization_example = /* @__PURE__ */ message("profile_specialization_example", (i) => {
return (`e.g. Cardiology`)
});
