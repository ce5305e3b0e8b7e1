/* eslint-disable */
import { message } from "../runtime.js";

export const people_doctor = /* @__PURE__ */ message("people_doctor", (i) => {
return (`Doctor`)
});
