/* eslint-disable */
import { message } from "../runtime.js";

export const expert_week_slots = /* @__PURE__ */ message("expert_week_slots", (i) => {
return (`Free slots in the next 7 days`)
});
