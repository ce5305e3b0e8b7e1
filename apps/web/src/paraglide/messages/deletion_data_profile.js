/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_data_profile = /* @__PURE__ */ message("deletion_data_profile", (i) => {
return (`Profile details: name, phone number, photo, specialization, education and bio`)
});
