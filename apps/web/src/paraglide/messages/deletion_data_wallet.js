/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_data_wallet = /* @__PURE__ */ message("deletion_data_wallet", (i) => {
return (`Wallet balance and transaction history (unused balance cannot be refunded or transferred)`)
});
