/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_purposes = /* @__PURE__ */ message("legal_notice_purposes", (i) => {
return (`What we use it for`)
});
