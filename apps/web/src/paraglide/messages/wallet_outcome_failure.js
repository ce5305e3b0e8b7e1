/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_outcome_failure = /* @__PURE__ */ message("wallet_outcome_failure", (i) => {
return (`Failure`)
});
