/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_subject_other = /* @__PURE__ */ message("concerns_subject_other", (i) => {
return (`Something else`)
});
