/* eslint-disable */
import { message } from "../runtime.js";

export const legal_back_home = /* @__PURE__ */ message("legal_back_home", (i) => {
return (`Back to Home`)
});
