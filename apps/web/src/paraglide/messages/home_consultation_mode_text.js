/* eslint-disable */
import { message } from "../runtime.js";

export const home_consultation_mode_text = /* @__PURE__ */ message("home_consultation_mode_text", (i) => {
return (`Appointments and ${i?.sessions} with your ${i?.persons}`)
});
