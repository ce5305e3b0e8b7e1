/* eslint-disable */
import { message } from "../runtime.js";

export const profile_expert = /* @__PURE__ */ message("profile_expert", (i) => {
return (`Expert`)
});
