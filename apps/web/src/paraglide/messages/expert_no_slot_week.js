/* eslint-disable */
import { message } from "../runtime.js";

export const expert_no_slot_week = /* @__PURE__ */ message("expert_no_slot_week", (i) => {
return (`No free slot in the next 7 days`)
});
