/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_subject_privacy = /* @__PURE__ */ message("concerns_subject_privacy", (i) => {
return (`Privacy and my data`)
});
