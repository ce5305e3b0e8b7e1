/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_sign_in = /* @__PURE__ */ message("concerns_sign_in", (i) => {
return (`Sign in to raise a concern`)
});
