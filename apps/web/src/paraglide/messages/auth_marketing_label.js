/* eslint-disable */
import { message } from "../runtime.js";

export const auth_marketing_label = /* @__PURE__ */ message("auth_marketing_label", (i) => {
return (`Send me news and offers by e-mail (optional)`)
});
