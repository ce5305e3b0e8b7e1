/* eslint-disable */
import { message } from "../runtime.js";

export const explore_mode = /* @__PURE__ */ message("explore_mode", (i) => {
return (`Consultation mode`)
});
