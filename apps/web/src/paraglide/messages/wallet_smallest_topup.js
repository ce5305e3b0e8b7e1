/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_smallest_topup = /* @__PURE__ */ message("wallet_smallest_topup", (i) => {
return (`The smallest top-up is ${i?.amount}.`)
});
