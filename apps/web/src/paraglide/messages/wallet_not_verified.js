/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_not_verified = /* @__PURE__ */ message("wallet_not_verified", (i) => {
return (`The payment could not be verified.`)
});
