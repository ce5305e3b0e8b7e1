/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_settlement_note = /* @__PURE__ */ message("wallet_settlement_note", (i) => {
return (`A fee becomes available ${i?.hours} hours after the consultation is completed, less the platform's commission.`)
});
