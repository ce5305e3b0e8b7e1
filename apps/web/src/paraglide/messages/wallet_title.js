/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_title = /* @__PURE__ */ message("wallet_title", (i) => {
return (`My Wallet`)
});
