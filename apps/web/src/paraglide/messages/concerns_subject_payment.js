/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_subject_payment = /* @__PURE__ */ message("concerns_subject_payment", (i) => {
return (`Payment or refund`)
});
