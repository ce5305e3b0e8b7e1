/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_purposes_optional = /* @__PURE__ */ message("legal_notice_purposes_optional", (i) => {
return (`Only if you allow it, separately: news and offers by e-mail, and notifications pushed to your devices.`)
});
