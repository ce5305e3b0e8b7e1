/* eslint-disable */
import { message } from "../runtime.js";

export const records_sign_in = /* @__PURE__ */ message("records_sign_in", (i) => {
return (`Sign in to see your medical records.`)
});
