/* eslint-disable */
import { message } from "../runtime.js";

export const legal_contents = /* @__PURE__ */ message("legal_contents", (i) => {
return (`Contents`)
});
