/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_export_first_text = /* @__PURE__ */ message("deletion_export_first_text", (i) => {
return (`Ask us for a copy of your profile, bookings and posts before you go.`)
});
