/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_upcoming_expert = /* @__PURE__ */ message("deletion_upcoming_expert", (i) => {
if (i?.form === "one") return (`Your clients have 1 upcoming booking with you. When your account is deleted, it is cancelled and your clients are refunded in full and told.`); if (i?.form === "other") return (`Your clients have ${i?.count} upcoming bookings with you. When your account is deleted, they are cancelled and your clients are refunded in full and told.`); return ("deletion_upcoming_expert");
});
