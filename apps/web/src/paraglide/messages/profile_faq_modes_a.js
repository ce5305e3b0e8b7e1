/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_modes_a = /* @__PURE__ */ message("profile_faq_modes_a", (i) => {
return (`Every expert offers video, voice and chat consultations. You choose the mode when you book, and you can add notes for the expert beforehand.`)
});
