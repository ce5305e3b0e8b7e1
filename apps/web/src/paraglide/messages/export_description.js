/* eslint-disable */
import { message } from "../runtime.js";

export const export_description = /* @__PURE__ */ message("export_description", (i) => {
return (`Get a copy of everything this app keeps about you: your profile, consents, bookings, payments, messages, notifications, posts, videos, doubts, answers, likes and reviews as JSON, with your medical records, prescriptions, videos and message attachments as files, in one ZIP file.`)
});
