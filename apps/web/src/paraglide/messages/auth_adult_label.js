/* eslint-disable */
import { message } from "../runtime.js";

export const auth_adult_label = /* @__PURE__ */ message("auth_adult_label", (i) => {
return (`I am 18 or older`)
});
