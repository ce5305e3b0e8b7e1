/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_upcoming_client = /* @__PURE__ */ message("deletion_upcoming_client", (i) => {
if (i?.form === "one") return (`You have 1 upcoming booking. When your account is deleted, it is cancelled as if you had cancelled it: a full refund to your wallet for a booking starting 24 hours or more later, otherwise no refund. Money left in your wallet is not refundable once the account is deleted.`); if (i?.form === "other") return (`You have ${i?.count} upcoming bookings. When your account is deleted, they are cancelled as if you had cancelled them: a full refund to your wallet for a booking starting 24 hours or more later, otherwise no refund. Money left in your wallet is not refundable once the account is deleted.`); return ("deletion_upcoming_client");
});
