/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Device_Push_TextInputs */

const en_settings_device_push_text = /** @type {(inputs: Settings_Device_Push_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings, messages and reminders, even when the app is closed`)
};

const hi_settings_device_push_text = /** @type {(inputs: Settings_Device_Push_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग, संदेश और रिमाइंडर, ऐप बंद होने पर भी`)
};

/**
* | output |
* | --- |
* | "Bookings, messages and reminders, even when the app is closed" |
*
* @param {Settings_Device_Push_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_text = /** @type {((inputs?: Settings_Device_Push_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Device_Push_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_device_push_text(inputs)
	return en_settings_device_push_text(inputs)
});