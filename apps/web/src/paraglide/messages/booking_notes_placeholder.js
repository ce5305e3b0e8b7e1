/* eslint-disable */
import { message } from "../runtime.js";

export const booking_notes_placeholder = /* @__PURE__ */ message("booking_notes_placeholder", (i) => {
return (`Describe your concern briefly`)
});
