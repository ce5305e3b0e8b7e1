/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_add_money_form = /* @__PURE__ */ message("wallet_add_money_form", (i) => {
return (`Add money`)
});
