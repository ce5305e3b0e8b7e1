/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_outcome = /* @__PURE__ */ message("wallet_outcome", (i) => {
return (`Outcome`)
});
