/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_data_3 = /* @__PURE__ */ message("legal_notice_data_3", (i) => {
return (`your bookings, payments and wallet, messages, notes, prescriptions and medical records you upload;`)
});
