/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_withdraw_text = /* @__PURE__ */ message("legal_notice_withdraw_text", (i) => {
return (`Withdraw marketing e-mail or push notifications at any time in Settings, under Your consents, as easily as you gave them. To withdraw consent to everything, delete your account from Settings. Withdrawing does not undo what was lawfully done before.`)
});
