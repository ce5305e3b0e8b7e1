/* eslint-disable */
import { message } from "../runtime.js";

export const auth_intro = /* @__PURE__ */ message("auth_intro", (i) => {
return (`Sign in or create an account to book verified experts.`)
});
