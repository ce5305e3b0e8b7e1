/* eslint-disable */
import { message } from "../runtime.js";

export const profile_education_example = /* @__PURE__ */ message("profile_education_example", (i) => {
return (`e.g. MBBS, AIIMS Delhi`)
});
