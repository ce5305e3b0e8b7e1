/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_add_money = /* @__PURE__ */ message("wallet_add_money", (i) => {
return (`Add Money`)
});
