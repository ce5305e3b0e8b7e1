/* eslint-disable */
import { message } from "../runtime.js";

export const booking_guardian = /* @__PURE__ */ message("booking_guardian", (i) => {
return (`I am the patient's parent or guardian (an adult) and will be present for the whole consultation.`)
});
