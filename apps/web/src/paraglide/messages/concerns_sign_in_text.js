/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_sign_in_text = /* @__PURE__ */ message("concerns_sign_in_text", (i) => {
return (`We answer concerns on your account, so we know it is you.`)
});
