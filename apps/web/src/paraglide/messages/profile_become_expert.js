/* eslint-disable */
import { message } from "../runtime.js";

export const profile_become_expert = /* @__PURE__ */ message("profile_become_expert", (i) => {
return (`Become an expert`)
});
