/* eslint-disable */
import { message } from "../runtime.js";

export const expert_free_slots_of = /* @__PURE__ */ message("expert_free_slots_of", (i) => {
return (`Free slots of ${i?.name}`)
});
