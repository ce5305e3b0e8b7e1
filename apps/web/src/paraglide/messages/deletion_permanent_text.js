/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_permanent_text = /* @__PURE__ */ message("deletion_permanent_text", (i) => {
return (`Once your account is deleted it cannot be recovered. Upcoming bookings are cancelled and your wallet balance is lost.`)
});
