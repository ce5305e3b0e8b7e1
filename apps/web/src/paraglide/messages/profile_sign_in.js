/* eslint-disable */
import { message } from "../runtime.js";

export const profile_sign_in = /* @__PURE__ */ message("profile_sign_in", (i) => {
return (`Sign in to see your profile, wallet and bookings.`)
});
