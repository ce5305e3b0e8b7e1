/* eslint-disable */
import { message } from "../runtime.js";

export const people_loading = /* @__PURE__ */ message("people_loading", (i) => {
return (`Loading the profile`)
});
