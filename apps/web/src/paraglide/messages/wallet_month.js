/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_month = /* @__PURE__ */ message("wallet_month", (i) => {
return (`Month`)
});
