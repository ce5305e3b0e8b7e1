/* eslint-disable */
import { message } from "../runtime.js";

export const expert_about = /* @__PURE__ */ message("expert_about", (i) => {
return (`About`)
});
