/* eslint-disable */
import { message } from "../runtime.js";

export const profile_specialization = /* @__PURE__ */ message("profile_specialization", (i) => {
return (`Specialization`)
});
