/* eslint-disable */
import { message } from "../runtime.js";

export const expert_book_slot_of = /* @__PURE__ */ message("expert_book_slot_of", (i) => {
return (`Book ${i?.name}, ${i?.when}`)
});
