/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_starting = /* @__PURE__ */ message("wallet_starting", (i) => {
return (`Starting payment...`)
});
