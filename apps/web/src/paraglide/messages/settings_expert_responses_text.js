/* eslint-disable */
import { message } from "../runtime.js";

export const settings_expert_responses_text = /* @__PURE__ */ message("settings_expert_responses_text", (i) => {
return (`Email me when an expert replies`)
});
