/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Device_Push_BlockedInputs */

const en_settings_device_push_blocked = /** @type {(inputs: Settings_Device_Push_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked in your browser's site settings`)
};

const hi_settings_device_push_blocked = /** @type {(inputs: Settings_Device_Push_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके ब्राउज़र की साइट सेटिंग्स में ब्लॉक हैं`)
};

/**
* | output |
* | --- |
* | "Blocked in your browser's site settings" |
*
* @param {Settings_Device_Push_BlockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_blocked = /** @type {((inputs?: Settings_Device_Push_BlockedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Device_Push_BlockedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_device_push_blocked(inputs)
	return en_settings_device_push_blocked(inputs)
});