/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_from = /* @__PURE__ */ message("wallet_from", (i) => {
return (`From`)
});
