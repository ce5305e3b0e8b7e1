/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_paying = /* @__PURE__ */ message("wallet_paying", (i) => {
return (`Paying...`)
});
