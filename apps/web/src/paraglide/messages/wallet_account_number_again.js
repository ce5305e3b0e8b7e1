/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_account_number_again = /* @__PURE__ */ message("wallet_account_number_again", (i) => {
return (`Account number again`)
});
