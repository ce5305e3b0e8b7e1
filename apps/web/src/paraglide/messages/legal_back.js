/* eslint-disable */
import { message } from "../runtime.js";

export const legal_back = /* @__PURE__ */ message("legal_back", (i) => {
return (`Back`)
});
