/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_statements = /* @__PURE__ */ message("wallet_statements", (i) => {
return (`Statements`)
});
