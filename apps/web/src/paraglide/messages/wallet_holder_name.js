/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_holder_name = /* @__PURE__ */ message("wallet_holder_name", (i) => {
return (`Account holder's name`)
});
