/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_cancel_back = /* @__PURE__ */ message("wallet_cancel_back", (i) => {
return (`Cancel and go back`)
});
