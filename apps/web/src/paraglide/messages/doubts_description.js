/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_description = /* @__PURE__ */ message("doubts_description", (i) => {
return (`Ask questions and learn from fellow doctors.`)
});
