/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_check_details = /* @__PURE__ */ message("deletion_check_details", (i) => {
return (`Check the details and send the request again: a valid email address, the phone number as +91-XXXXXXXXXX and your full name.`)
});
