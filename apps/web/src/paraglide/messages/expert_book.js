/* eslint-disable */
import { message } from "../runtime.js";

export const expert_book = /* @__PURE__ */ message("expert_book", (i) => {
return (`Book Appointment`)
});
