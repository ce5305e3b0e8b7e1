/* eslint-disable */
import { message } from "../runtime.js";

export const expert_book_slot = /* @__PURE__ */ message("expert_book_slot", (i) => {
return (`Book ${i?.when}`)
});
