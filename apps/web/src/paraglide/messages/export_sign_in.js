/* eslint-disable */
import { message } from "../runtime.js";

export const export_sign_in = /* @__PURE__ */ message("export_sign_in", (i) => {
return (`Sign in to get a copy of your data.`)
});
