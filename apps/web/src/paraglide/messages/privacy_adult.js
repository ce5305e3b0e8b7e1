/* eslint-disable */
import { message } from "../runtime.js";

export const privacy_adult = /* @__PURE__ */ message("privacy_adult", (i) => {
return (`I am 18 or older`)
});
