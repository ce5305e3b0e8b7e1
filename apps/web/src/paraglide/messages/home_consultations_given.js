/* eslint-disable */
import { message } from "../runtime.js";

export const home_consultations_given = /* @__PURE__ */ message("home_consultations_given", (i) => {
return (`Consultations given`)
});
