/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_amount_hint = /* @__PURE__ */ message("wallet_amount_hint", (i) => {
return (`From ${i?.min} to ${i?.max}, whole rupees.`)
});
