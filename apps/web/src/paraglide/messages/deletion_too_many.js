/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_too_many = /* @__PURE__ */ message("deletion_too_many", (i) => {
return (`Too many deletion requests from your network. Please try again in an hour, or write to our support team.`)
});
