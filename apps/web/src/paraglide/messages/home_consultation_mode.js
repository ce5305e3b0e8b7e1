/* eslint-disable */
import { message } from "../runtime.js";

export const home_consultation_mode = /* @__PURE__ */ message("home_consultation_mode", (i) => {
return (`Consultation Mode`)
});
