/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_wallet_statement = /* @__PURE__ */ message("wallet_wallet_statement", (i) => {
return (`Wallet statement`)
});
