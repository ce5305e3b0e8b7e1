/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_subject_consultation = /* @__PURE__ */ message("concerns_subject_consultation", (i) => {
return (`A consultation or an expert`)
});
