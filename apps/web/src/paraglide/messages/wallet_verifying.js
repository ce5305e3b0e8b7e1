/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_verifying = /* @__PURE__ */ message("wallet_verifying", (i) => {
return (`Verifying...`)
});
