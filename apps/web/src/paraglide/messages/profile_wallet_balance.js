/* eslint-disable */
import { message } from "../runtime.js";

export const profile_wallet_balance = /* @__PURE__ */ message("profile_wallet_balance", (i) => {
return (`Wallet Balance`)
});
