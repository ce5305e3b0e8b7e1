/* eslint-disable */
import { message } from "../runtime.js";

export const privacy_agree = /* @__PURE__ */ message("privacy_agree", (i) => {
return (`I agree`)
});
