/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_submit = /* @__PURE__ */ message("concerns_submit", (i) => {
return (`Send concern`)
});
