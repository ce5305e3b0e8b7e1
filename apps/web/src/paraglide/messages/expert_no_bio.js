/* eslint-disable */
import { message } from "../runtime.js";

export const expert_no_bio = /* @__PURE__ */ message("expert_no_bio", (i) => {
return (`No bio yet.`)
});
