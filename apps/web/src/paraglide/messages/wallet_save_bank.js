/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_save_bank = /* @__PURE__ */ message("wallet_save_bank", (i) => {
return (`Save bank account`)
});
