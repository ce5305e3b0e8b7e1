/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_sign_in = /* @__PURE__ */ message("wallet_sign_in", (i) => {
return (`Sign in to see your wallet.`)
});
