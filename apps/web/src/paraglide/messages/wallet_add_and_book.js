/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_add_and_book = /* @__PURE__ */ message("wallet_add_and_book", (i) => {
return (`Add ${i?.amount} and book`)
});
