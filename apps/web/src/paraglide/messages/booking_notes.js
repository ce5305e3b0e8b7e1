/* eslint-disable */
import { message } from "../runtime.js";

export const booking_notes = /* @__PURE__ */ message("booking_notes", (i) => {
return (`Notes (optional)`)
});
