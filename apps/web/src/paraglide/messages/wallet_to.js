/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_to = /* @__PURE__ */ message("wallet_to", (i) => {
return (`To`)
});
