/* eslint-disable */
import { message } from "../runtime.js";

export const expert_edited = /* @__PURE__ */ message("expert_edited", (i) => {
return (` · edited`)
});
