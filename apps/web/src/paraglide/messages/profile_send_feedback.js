/* eslint-disable */
import { message } from "../runtime.js";

export const profile_send_feedback = /* @__PURE__ */ message("profile_send_feedback", (i) => {
return (`Send Feedback`)
});
