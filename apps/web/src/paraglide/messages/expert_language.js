/* eslint-disable */
import { message } from "../runtime.js";

export const expert_language = /* @__PURE__ */ message("expert_language", (i) => {
return (`${i?.language}`)
});
