/* eslint-disable */
import { message } from "../runtime.js";

export const expert_not_taking = /* @__PURE__ */ message("expert_not_taking", (i) => {
return (`This expert is not taking bookings right now.`)
});
