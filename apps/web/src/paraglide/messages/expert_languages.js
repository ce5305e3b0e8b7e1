/* eslint-disable */
import { message } from "../runtime.js";

export const expert_languages = /* @__PURE__ */ message("expert_languages", (i) => {
return (`Languages`)
});
