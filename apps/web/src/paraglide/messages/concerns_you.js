/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_you = /* @__PURE__ */ message("concerns_you", (i) => {
return (`You`)
});
