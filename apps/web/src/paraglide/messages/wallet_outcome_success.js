/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_outcome_success = /* @__PURE__ */ message("wallet_outcome_success", (i) => {
return (`Success`)
});
