/* eslint-disable */
import { message } from "../runtime.js";

export const settings_expert_responses = /* @__PURE__ */ message("settings_expert_responses", (i) => {
return (`Expert Responses`)
});
