/* eslint-disable */
import { message } from "../runtime.js";

export const expert_not_provided = /* @__PURE__ */ message("expert_not_provided", (i) => {
return (`Not provided.`)
});
