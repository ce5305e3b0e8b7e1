/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Shell_Notifications_UnreadInputs */

const en_shell_notifications_unread = /** @type {(inputs: Shell_Notifications_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.count} unread`)
};

const hi_shell_notifications_unread = /** @type {(inputs: Shell_Notifications_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सूचनाएँ, ${i?.count} अपठित`)
};

/**
* | output |
* | --- |
* | "Notifications, {count} unread" |
*
* @param {Shell_Notifications_UnreadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_notifications_unread = /** @type {((inputs: Shell_Notifications_UnreadInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Notifications_UnreadInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_notifications_unread(inputs)
	return en_shell_notifications_unread(inputs)
});