/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_subject_account = /* @__PURE__ */ message("concerns_subject_account", (i) => {
return (`My account`)
});
