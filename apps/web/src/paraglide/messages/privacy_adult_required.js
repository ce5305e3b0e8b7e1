/* eslint-disable */
import { message } from "../runtime.js";

export const privacy_adult_required = /* @__PURE__ */ message("privacy_adult_required", (i) => {
return (`Please confirm that you are 18 or older`)
});
