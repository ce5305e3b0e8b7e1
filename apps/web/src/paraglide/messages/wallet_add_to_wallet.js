/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_add_to_wallet = /* @__PURE__ */ message("wallet_add_to_wallet", (i) => {
return (`Add to your wallet`)
});
