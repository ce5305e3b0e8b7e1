/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_added = /* @__PURE__ */ message("wallet_added", (i) => {
return (`${i?.amount} added to your wallet.`)
});
