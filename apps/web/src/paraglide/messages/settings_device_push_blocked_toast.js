/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Device_Push_Blocked_ToastInputs */

const en_settings_device_push_blocked_toast = /** @type {(inputs: Settings_Device_Push_Blocked_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications are blocked for this site. Allow them in your browser's site settings.`)
};

const hi_settings_device_push_blocked_toast = /** @type {(inputs: Settings_Device_Push_Blocked_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस साइट के लिए सूचनाएँ ब्लॉक हैं। इन्हें अपने ब्राउज़र की साइट सेटिंग्स में अनुमति दें।`)
};

/**
* | output |
* | --- |
* | "Notifications are blocked for this site. Allow them in your browser's site settings." |
*
* @param {Settings_Device_Push_Blocked_ToastInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_blocked_toast = /** @type {((inputs?: Settings_Device_Push_Blocked_ToastInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Device_Push_Blocked_ToastInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_device_push_blocked_toast(inputs)
	return en_settings_device_push_blocked_toast(inputs)
});