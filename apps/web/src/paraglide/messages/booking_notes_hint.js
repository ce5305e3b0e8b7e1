/* eslint-disable */
import { message } from "../runtime.js";

export const booking_notes_hint = /* @__PURE__ */ message("booking_notes_hint", (i) => {
return (`Anything the expert should know beforehand.`)
});
