/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_no_account = /* @__PURE__ */ message("wallet_no_account", (i) => {
return (`Add the bank account or UPI ID your earnings are paid to. A new account can be paid ${i?.hours} hours after it is added.`)
});
