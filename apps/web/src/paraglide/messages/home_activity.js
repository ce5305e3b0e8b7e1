/* eslint-disable */
import { message } from "../runtime.js";

export const home_activity = /* @__PURE__ */ message("home_activity", (i) => {
return (`Your activity`)
});
