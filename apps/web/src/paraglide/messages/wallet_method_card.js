/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_method_card = /* @__PURE__ */ message("wallet_method_card", (i) => {
return (`Card`)
});
