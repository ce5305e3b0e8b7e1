/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_bank_account = /* @__PURE__ */ message("wallet_bank_account", (i) => {
return (`Bank account`)
});
